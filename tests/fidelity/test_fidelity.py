"""The fidelity corpus: realistic agent-written programs, each run under Stockade and under
plain CPython, must give the same result: value, stdout and stderr, or uncaught exception type and
message (see fidelity_harness.py for how each side is run and compared).

Each program in programs/ must either

- run under Stockade with exactly CPython's outcome (the goal), or
- be listed in PENDING (program -> the feature it waits for) and be refused at compile time
  with a diagnostic that names that feature. A pending program that now runs must be
  identical, and then this test fails to say "remove it from PENDING", so the table
  shrinks as features land and cannot go stale.

A program listed in KNOWN_BUGS gives a different answer today on features already admitted;
it is an expected failure until fixed (and then the test says to remove the entry). Any
other different answer is a failure.

A program's CPython outcome is checked against its header: a program meant to end in an
uncaught exception says so on its first line (``# expect: raises ValueError``); every other
program must produce a value under CPython, so a typo cannot pass as "both raised NameError".
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
import fidelity_harness as h

PROGRAMS_DIR = Path(__file__).resolve().parent / "programs"
PROGRAMS = sorted(PROGRAMS_DIR.glob("*.py"))
MIN_PROGRAMS = 150

# The words (any one suffices) a refusal's diagnostics must contain for each pending
# feature: the refusal has to name the construct the program waits for, not fail for some
# other reason.
FEATURES: dict[str, tuple[str, ...]] = {
    "async": ("async", "asyncio"),
    "async with": ("async with", "AsyncWith"),
    "getattr": ("getattr", "hasattr"),
    "__cause__": ("__cause__",),
    "asyncio.Queue": ("Queue",),
    "@ operator": ("MatMult", "__matmul__"),
    "__slots__": ("__slots__",),
    "datetime.timetuple": ("timetuple",),
    "decimal": ("decimal",),
    "match": ("match",),
    "operator": ("operator",),
    "re": ("'re'",),
    "string.Template": ("Template",),
    "SyntaxError": ("SyntaxError",),
    "class introspection": ("__annotations__", "__required_keys__"),
    "except*": ("except*",),
    "__format__": ("__format__",),
    "except RecursionError": ("except RecursionError",),
}

# program file -> the feature it waits for (a key of FEATURES).
PENDING: dict[str, str] = {
    "err2_finally_and_else.py": "except*",
    "t3_flatten_recursion_fallback.py": "except RecursionError",
}

# program file -> one line on the different answer it gives today (a Stockade bug).
KNOWN_BUGS: dict[str, str] = {
}


@cache
def outcomes(name: str) -> tuple[h.Outcome, h.Outcome | h.Refusal]:
    source = (PROGRAMS_DIR / name).read_text(encoding="utf-8")
    return h.reference(source, name), h.guest(source, name)


def declared(name: str) -> str | None:
    """The exception type the program's header says it ends with, or None."""
    first = (PROGRAMS_DIR / name).read_text(encoding="utf-8").split("\n", 1)[0]
    m = re.fullmatch(r"# expect: raises (\w+)\s*", first)
    return m.group(1) if m else None


def classify(name: str) -> str:
    """"identical", "refused", "different" (the two outcomes) for the summary."""
    want, got = outcomes(name)
    if isinstance(got, h.Refusal):
        return "refused"
    return "identical" if got.key() == want.key() else "different"


def test_the_corpus_is_large_enough() -> None:
    assert len(PROGRAMS) >= MIN_PROGRAMS


def test_the_tables_name_existing_programs_and_features() -> None:
    names = {p.name for p in PROGRAMS}
    assert set(PENDING) <= names, sorted(set(PENDING) - names)
    assert set(KNOWN_BUGS) <= names, sorted(set(KNOWN_BUGS) - names)
    assert set(PENDING.values()) <= set(FEATURES), sorted(set(PENDING.values()) - set(FEATURES))
    assert not set(PENDING) & set(KNOWN_BUGS)


@pytest.mark.parametrize("path", PROGRAMS, ids=[p.stem for p in PROGRAMS])
def test_program_matches_cpython(path: Path) -> None:
    name = path.name
    want, got = outcomes(name)
    expected_raise = declared(name)
    if expected_raise is None:
        assert want.kind == "value", f"{name}: under CPython it should give a value, but {want.describe()}"
    else:
        assert (want.kind, want.error_type) == ("raise", expected_raise), (
            f"{name}: under CPython it should raise {expected_raise}, but {want.describe()}"
        )

    if isinstance(got, h.Refusal):
        feature = PENDING.get(name)
        assert feature is not None, f"{name} is refused but not listed in PENDING: {got.diagnostics}"
        assert any(got.mentions(word) for word in FEATURES[feature]), (
            f"{name} waits for {feature!r}, but no diagnostic names it: {got.diagnostics}"
        )
        return

    if got.key() == want.key():
        assert name not in PENDING, f"{name} now runs identically under Stockade: remove it from PENDING"
        assert name not in KNOWN_BUGS, f"{name} now runs identically under Stockade: remove it from KNOWN_BUGS"
        return

    detail = f"{name}: CPython {want.describe()}; Stockade {got.describe()}"
    if want.stdout != got.stdout:
        detail += f"\n--- CPython stdout\n{want.stdout}--- Stockade stdout\n{got.stdout}"
    if want.stderr != got.stderr:
        detail += f"\n--- CPython stderr\n{want.stderr}--- Stockade stderr\n{got.stderr}"
    if name in KNOWN_BUGS:
        pytest.xfail(f"KNOWN BUG: {KNOWN_BUGS[name]} ({detail})")
    pytest.fail(f"DIFFERENT ANSWER (never allowed): {detail}")


def summary() -> list[str]:
    """Lines for the terminal summary (see conftest.py)."""
    counts: Counter[str] = Counter()
    for path in PROGRAMS:
        counts[classify(path.name)] += 1
    lines = [
        f"fidelity corpus: {len(PROGRAMS)} programs: {counts['identical']} identical, "
        f"{counts['refused']} refused (pending), {counts['different']} different"
        + (f" ({len(KNOWN_BUGS)} known bugs)" if KNOWN_BUGS else "")
    ]
    by_feature: dict[str, list[str]] = {}
    for name, feature in sorted(PENDING.items()):
        by_feature.setdefault(feature, []).append(name)
    for feature, names in sorted(by_feature.items()):
        lines.append(f"  pending on {feature}: {len(names)}")
    return lines
