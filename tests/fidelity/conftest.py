"""Print the fidelity corpus summary (identical / refused-pending / different) at the end
of any pytest run that ran a corpus program."""

from __future__ import annotations

from typing import Any


def pytest_terminal_summary(terminalreporter: Any) -> None:
    reports = [
        r
        for key in ("passed", "failed", "xfailed")
        for r in terminalreporter.stats.get(key, [])
        if "test_program_matches_cpython" in getattr(r, "nodeid", "")
    ]
    if not reports:
        return
    import test_fidelity

    for line in test_fidelity.summary():
        terminalreporter.write_line(line)
