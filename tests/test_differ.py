"""difflib.Differ (compare) and difflib.restore give CPython's lines and errors; compare is
charged its quadratic worst case up front; HtmlDiff and diff_bytes are refused with a hint."""

from __future__ import annotations

import time

import pytest

import stockade
from stdlib_diff import cpython_outcome as cpython
from stdlib_diff import guest_outcome as guest

PRELUDE = (
    "import difflib\nfrom difflib import Differ\n"
    "a = ['one\\n', 'two\\n', 'three\\n', 'four\\n']\nb = ['ore\\n', 'tree\\n', 'emu\\n', 'four\\n']\n"
)

CASES = [
    "list(Differ().compare(a, b))",
    "list(difflib.Differ().compare('abc\\nxyz'.splitlines(True), 'abd\\nxyz'.splitlines(True)))",
    "list(Differ(charjunk=difflib.IS_CHARACTER_JUNK).compare(a, b))",
    "list(Differ(linejunk=lambda s: s.strip() == '').compare(['x\\n', '\\n'], ['y\\n', '\\n']))",
    "list(Differ().compare(iter(a), (x for x in b)))",
    "list(Differ().compare('hello', 'help'))",
    "list(Differ().compare([], []))",
    "d = Differ()\nlist(d.compare(a, b)) == list(d.compare(a, b))",
    "list(difflib.restore(Differ().compare(a, b), 1))",
    "list(difflib.restore(list(difflib.ndiff(a, b)), 2))",
    "list(difflib.restore(difflib.ndiff(a, b), 3))",
    "list(Differ().compare(a, 5))",
    "list(Differ().compare([1, 2], [1, 3]))",
    "isinstance(Differ(), Differ)",
]


@pytest.mark.parametrize("expr", CASES)
def test_differ_matches_cpython(expr: str) -> None:
    source = PRELUDE + expr
    assert guest(source) == cpython(source)


def test_differ_compare_is_charged_up_front() -> None:
    a = "[str(i) + 'x' * 40 for i in range(3000)]"
    b = "[str(i) + 'y' * 40 for i in range(3000)]"
    t0 = time.monotonic()
    with pytest.raises(stockade.LimitExceeded) as info:
        src = f"import difflib\nnext(iter(difflib.Differ().compare({a}, {b})))"
        stockade.run(stockade.compile(src), limits=stockade.Limits(fuel=10**7))
    assert info.value.limit == "fuel"
    assert time.monotonic() - t0 < 1.0


@pytest.mark.parametrize("member", ["HtmlDiff", "diff_bytes"])
def test_refused_members_say_what_to_write(member: str) -> None:
    with pytest.raises(stockade.CompileError) as e:
        stockade.compile(f"from difflib import {member}\n")
    assert e.value.diagnostics[0].code == "STK-V004"
    assert "unified_diff" in e.value.diagnostics[0].message


@pytest.mark.parametrize(
    ("source", "hint"),
    [
        ("from contextlib import AsyncExitStack\n", "nest the async with statements"),
        ("import asyncio\nasyncio.TaskGroup\n", "asyncio.gather"),
    ],
)
def test_other_refused_members_say_what_to_write(source: str, hint: str) -> None:
    with pytest.raises(stockade.CompileError) as e:
        stockade.compile(source)
    assert e.value.diagnostics[0].code in ("STK-V003", "STK-V004")
    assert hint in e.value.diagnostics[0].message
