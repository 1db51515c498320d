"""typing.NewType: each program gives CPython's result (identity calls, reprs, unions,
the TypeErrors of isinstance, wrong calls and subclassing)."""

from __future__ import annotations

import pytest

import stockade
from stdlib_diff import cpython_outcome as cpython
from stdlib_diff import guest_outcome as guest

_HEAD = "from typing import NewType, List, Optional, Dict\nUserId = NewType('UserId', int)\n"

CASES = [
    "(UserId(5), UserId('x'), UserId(5) + 1, type(UserId(5)) is int)",
    "(repr(UserId), UserId.__name__, repr(NewType('shop.OrderId', str)), NewType('shop.OrderId', str).__name__)",
    "(repr(List[UserId]), repr(Optional[UserId]), repr(UserId | None), repr(str | UserId), repr(Dict[str, UserId]))",
    "repr(NewType('V', UserId)(3))",
    "isinstance(1, UserId)",
    "issubclass(int, UserId)",
    "NewType(5, int)",
    "UserId()",
    "UserId(1, 2)",
    "UserId(x=1)",
]


@pytest.mark.parametrize("expr", CASES)
def test_newtype_matches_cpython(expr: str) -> None:
    source = _HEAD + expr
    assert guest(source) == cpython(source)


def test_subclassing_runs_the_body_then_raises_cpythons_error() -> None:
    source = _HEAD + "out = []\ntry:\n    class Sub(UserId):\n        out.append(1)\nexcept TypeError as e:\n    out.append(str(e))\nout"
    assert guest(source) == cpython(source)


def test_the_module_name_is_the_calling_modules() -> None:
    program = stockade.compile(
        {"main.py": "import util\nrepr(util.U)\n", "util.py": "from typing import NewType\nU = NewType('U', int)\n"},
        entry="main.py",
    )
    assert stockade.run(program).value == "util.U"
