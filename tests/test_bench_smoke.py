"""Smoke test of bench/run.py: every workload runs once, tiny, and both sides agree.

No timing assertions: the point is that the benchmark keeps working (and keeps comparing
like with like) as the compiler and runtime change.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench" / "run.py"


def _load() -> ModuleType:
    name = "stockade_bench_run"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up while the file runs
    spec.loader.exec_module(module)
    return module


bench = _load()


@pytest.mark.parametrize("key", list(bench.WORKLOADS))
def test_native_and_guest_agree(key: str) -> None:
    native, guest = bench.WORKLOADS[key].check(bench.TINY)
    assert native == guest
    assert native is not None


def test_sources_are_shared_verbatim() -> None:
    # The native side must run the very text the guest runs.
    for source in (bench.SRC_FIB, bench.SRC_LOOP, bench.SRC_CLASSES, bench.SRC_GLUE, bench.SRC_COMPILE):
        assert bench.native_code(source).co_filename == "main.py"
    assert bench.SRC_COMPILE.count("\n") >= 50


def test_measure_all_tiny(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = bench.measure_all(bench.TINY)
    keys = {r.key for r in rows}
    assert set(bench.WORKLOADS) <= keys | {"h2g_request"}
    for r in rows:
        assert r.native.n >= 1 and r.guest.n >= 1
        assert r.ratio == r.ratio  # not NaN
    info = bench.machine_info()
    bench.print_table(rows, info, 0.0)
    assert "ratio" in capsys.readouterr().out
    data: dict[str, Any] = bench.to_json(rows, info, bench.TINY, 0.0)
    out = tmp_path / "bench.json"
    out.write_text(json.dumps(data))
    assert json.loads(out.read_text())["rows"][0]["key"] == "fib"


def test_main_quick_only(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out.json"
    assert bench.main(["--quick", "--only", "fib", "--json", str(out)]) == 0
    assert "fib" in capsys.readouterr().out
    assert json.loads(out.read_text())["rows"][0]["key"] == "fib"


def test_resume_benchmark_runs() -> None:
    path = BENCH.parent / "resume.py"
    spec = importlib.util.spec_from_file_location("stockade_bench_resume", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["stockade_bench_resume"] = module
    spec.loader.exec_module(module)
    r = module.measure(3, 10, 1)
    assert r["calls"] == 3 and r["snapshot_bytes_at_end"] < 4096 and set(r["resume_ms"]) == {"0", "1", "2"}
