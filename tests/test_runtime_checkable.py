"""typing.runtime_checkable: isinstance/issubclass against the program's protocols give
CPython's answers on each supported version (3.11 reads attributes, 3.12+ looks them up
statically), and CPython's errors; non-runtime protocols still refuse the check."""

from __future__ import annotations

import pytest

from stdlib_diff import same

HEADER = """
from typing import Protocol, runtime_checkable
@runtime_checkable
class Closer(Protocol):
    def close(self) -> None: ...
@runtime_checkable
class Named(Protocol):
    name: str
@runtime_checkable
class Shape(Protocol):
    label: str
    def area(self) -> float: ...
class File:
    def close(self):
        return "closed"
class Disabled:
    close = None
class Person:
    def __init__(self, name):
        self.name = name
class Square:
    label = "sq"
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s * self.s
class Explicit(Closer):
    pass
class Slotted:
    __slots__ = ("name",)
def check(fn):
    try:
        return fn()
    except TypeError as e:
        return ("TypeError", str(e))
"""

CASES = {
    "methods": "[isinstance(File(), Closer), isinstance(3, Closer), isinstance(Disabled(), Closer), isinstance(Explicit(), Closer)]",
    "data_members": "[isinstance(Person('a'), Named), isinstance(Person('a'), Shape), isinstance(Square(2), Shape), isinstance('x', Named)]",
    "instance_attr_method": "p = Person('a')\np.close = len\n[isinstance(p, Closer), isinstance(Person('b'), Closer)]",
    "issubclass": "[check(lambda: issubclass(File, Closer)), check(lambda: issubclass(int, Closer)), check(lambda: issubclass(Person, Named)), check(lambda: issubclass(3, Closer)), check(lambda: issubclass(Disabled, Closer))]",
    "tuple_and_match": (
        "def kind(x):\n    match x:\n        case Closer():\n            return 'closer'\n        case Named():\n            return 'named'\n"
        "        case _:\n            return 'other'\n[kind(File()), kind(Person('a')), kind(1), isinstance(File(), (int, Closer))]"
    ),
    "not_runtime": "class Plain(Protocol):\n    def f(self): ...\n[check(lambda: isinstance(1, Plain)), check(lambda: issubclass(int, Plain))]",
    "decorating_a_plain_class": "check(lambda: runtime_checkable(3))",
    "sub_protocol": (
        "@runtime_checkable\nclass Both(Closer, Named, Protocol):\n    pass\n"
        "class NamedFile(File):\n    name = 'f'\n[isinstance(NamedFile(), Both), isinstance(File(), Both)]"
    ),
    "slots_unset": "[isinstance(Slotted(), Named)]",
    "property_raises": (
        "class Lazy:\n    @property\n    def name(self):\n        raise AttributeError('not yet')\n"
        "class NoneName:\n    name = None\n[isinstance(Lazy(), Named), isinstance(NoneName(), Named)]"
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_matches_cpython(name: str) -> None:
    body = CASES[name]
    *lines, last = body.split("\n")
    source = HEADER.strip() + "\n" + "\n".join(lines) + ("\n" if lines else "") + "result = " + last + "\nresult"
    same(source)


def test_checked_classes_do_not_outlive_the_run() -> None:
    import gc

    import stockade
    from stockade._runtime import guest_tuples

    stockade.eval(HEADER.strip() + "\n[isinstance(Person('a'), Named), isinstance(File(), Closer), isinstance(1, Shape)]")
    gc.collect()
    assert len(guest_tuples._PROTOCOLS) == 0
    assert len(guest_tuples._RUNTIME) == 0
