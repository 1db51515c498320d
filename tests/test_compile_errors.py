"""Syntax errors CPython reports only when it compiles are diagnostics, not exceptions."""

from __future__ import annotations

import pytest

import stockade

CASES = [
    ("return 1\n", 1, "'return' outside function"),
    ("for x in []:\n    pass\nbreak\n", 3, "'break' outside loop"),
    ("def f(a, a):\n    pass\n", 1, "duplicate argument"),
    ("nonlocal x\n", 1, "nonlocal declaration not allowed at module level"),
    ("def f():\n    x = 1\n    global x\n", 3, "assigned to before global declaration"),
]


@pytest.mark.parametrize(("source", "line", "text"), CASES)
def test_compile_time_syntax_errors_are_diagnostics(source: str, line: int, text: str) -> None:
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile(source)
    [diag] = info.value.diagnostics
    assert diag.code == "STK-P010"
    assert diag.line == line
    assert text in diag.message


def test_every_file_of_a_program_is_reported() -> None:
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile({"a.py": "return 1\n", "b.py": "break\n"}, entry="a.py")
    assert sorted((d.file, d.code) for d in info.value.diagnostics) == [("a.py", "STK-P010"), ("b.py", "STK-P010")]


@pytest.mark.parametrize(
    ("source", "code", "hint"),
    [
        ("import sys\nsys.stdin.read()\n", "STK-V003", "there is no input stream"),
        ("import sys\nsys.setrecursionlimit(10)\n", "STK-V003", "Limits(recursion=...)"),
        ("import sys\nargs = sys.argv\n", "STK-V003", "entry function's arguments"),
        ("import logging\nlogging.warn('x')\n", "STK-V003", "use logging.warning"),
        ("import logging\nlogging.FileHandler('a.log')\n", "STK-V003", "there is no filesystem"),
        ("from collections.abc import ByteString\n", "STK-V004", "no admitted member 'ByteString'"),
        ("from collections.abc import Generator\nclass G(Generator):\n    pass\n", "STK-V013", "'Generator' is not admitted"),
        ("import threading\n", "STK-V004", "threads cannot be started"),
    ],
)
def test_refusals_of_what_models_reach_for_say_what_to_write_instead(source: str, code: str, hint: str) -> None:
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile(source)
    found = [d for d in info.value.diagnostics if d.code == code]
    assert found and hint in found[0].message, info.value.diagnostics
