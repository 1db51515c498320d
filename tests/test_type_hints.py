"""typing.get_type_hints on the program's classes: the same hints as CPython running the
program as a script (a subprocess: get_type_hints reads the class's module, which an
exec'd namespace would not be)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import stockade

PROGRAMS = {
    "dataclass_schema": '''
from dataclasses import dataclass, field
from typing import get_type_hints, ClassVar, Optional
@dataclass
class User:
    id: int
    email: str
    tags: list = None
    score: Optional[float] = None
    kind: ClassVar[str] = "user"
def validate(raw):
    hints = get_type_hints(User)
    return [k for k, t in hints.items() if k in raw and t in (int, str, list) and not isinstance(raw[k], t)]
print(get_type_hints(User))
print(validate({"id": "3", "email": "a@b", "tags": []}))
''',
    "future_annotations_and_forward_refs": '''
from __future__ import annotations
import typing
from typing import Annotated, Dict, List, Literal, Optional, get_type_hints
class Node:
    value: int
    children: List["Node"]
    parent: Optional[Node]
    meta: Dict[str, int | None]
    note: Annotated[str, "doc"]
    kind: Literal["a", "b", -1]
    pair: typing.Tuple[int, ...]
class Leaf(Node):
    weight: "float"
print(get_type_hints(Node))
print(get_type_hints(Leaf))
print(get_type_hints(Node, include_extras=True)["note"], get_type_hints(Leaf)["weight"].__name__)
''',
    "typed_dicts": '''
from typing import List, NotRequired, Required, TypedDict, get_type_hints
class Base(TypedDict):
    id: int
class Product(Base, total=False):
    name: Required[str]
    tags: List[str]
    price: NotRequired["float"]
Point = TypedDict("Point", {"x": int, "y": float})
print(get_type_hints(Product), get_type_hints(Point))
print(get_type_hints(Product, include_extras=True)["name"])
''',
    "plain_class_and_none": '''
from typing import get_type_hints
class Config:
    name: str
    retries: int = 3
    fallback: None = None
    ratio: "float | None" = None
class Empty:
    pass
print(get_type_hints(Config), get_type_hints(Empty))
''',
}


def _cpython(source: str, tmp_path: Path) -> str:
    path = tmp_path / "main.py"
    path.write_text(source)
    done = subprocess.run([sys.executable, str(path)], capture_output=True, text=True, timeout=60, check=True)
    return done.stdout


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_hints_match_cpython(name: str, tmp_path: Path) -> None:
    source = PROGRAMS[name].strip() + "\n"
    assert stockade.run(stockade.compile(source)).stdout == _cpython(source, tmp_path)


@pytest.mark.parametrize(
    ("source", "error"),
    [
        ("from typing import get_type_hints\ndef f(x: list[int]) -> int:\n    return x\nget_type_hints(f)\n", "TypeError"),
        ("import typing\ntyping.get_type_hints(3)\n", "TypeError"),
        ("import typing\nclass C:\n    x: 'print(1) or int'\ntyping.get_type_hints(C)\n", "TypeError"),
        ("import typing\nclass C:\n    x: 'Missing'\ntyping.get_type_hints(C)\n", "NameError"),
        ("import typing\nclass C:\n    x: int\ntyping.get_type_hints(C, globals={})\n", "TypeError"),
    ],
)
def test_refusals_and_errors(source: str, error: str) -> None:
    with pytest.raises(stockade.GuestError) as info:
        stockade.run(stockade.compile(source))
    assert info.value.type_name == error
