"""The guest's ``type``: calls, isinstance/issubclass with it, its repr, name and
subscripts are CPython's; the real class ``type`` is never handed out."""

from __future__ import annotations

from stdlib_diff import same

PROGRAM = """
import typing, copy
from typing import TypedDict, TextIO, List
class A: pass
class TD(TypedDict):
    x: int
def kinds(x):
    return [isinstance(x, type), isinstance(x, (type, int))]
out = [kinds(v) for v in (int, A, A(), 3, TD, TextIO, List, type, len, typing.Any, None)]
out.append([issubclass(A, type), issubclass(type, type), issubclass(bool, int), type(int) is type, type(A) is type])
out.append([repr(type), str(type), type.__name__, type(3).__name__, repr(type[int]), repr(type | None)])
out.append([copy.deepcopy(type) is type, copy.copy(type) is type, type(type) is type, {type: 1}[type]])
class W:
    t = type
out.append(W().t(3).__name__)
print(out)
out
"""


def test_type_behaves_as_cpythons() -> None:
    same(PROGRAM.strip())
