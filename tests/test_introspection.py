"""``x.__class__``, ``__qualname__`` and ``__doc__`` (names.READABLE_ATTRIBUTE_DUNDERS):
read-only, answered from what the guest already holds, and CPython-exact where admitted;
refused at run time (never a different answer) where Stockade's str would not be
CPython's."""

from __future__ import annotations

import pytest

import stockade
from stdlib_diff import cpython_outcome as cpython
from stdlib_diff import guest_outcome as guest

PROGRAMS: dict[str, str] = {
    "repr_with_class_name": """
class Account:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
    def __repr__(self):
        return f"{self.__class__.__name__}(owner={self.owner!r}, balance={self.balance})"
class Savings(Account):
    pass
[repr(Account("a")), repr(Savings("b", 3)), Savings("c").__class__ is Savings]
""",
    "class_of_values": """
[x.__class__.__name__ for x in (1, 1.5, "s", b"b", [], {}, set(), (), None, True, range(2), 3j)]
""",
    "class_of_exceptions": """
import json
out = []
for bad in ("{", "[1,", "nul"):
    try:
        json.loads(bad)
    except ValueError as e:
        out.append((e.__class__.__name__, type(e) is e.__class__))
try:
    {}["k"]
except LookupError as e:
    out.append(e.__class__.__name__)
out
""",
    "class_of_stdlib_values": """
import collections, datetime, decimal, fractions
values = (collections.Counter("ab"), collections.deque(), datetime.date(2024, 1, 2), decimal.Decimal("1.5"))
[x.__class__.__name__ for x in (*values, fractions.Fraction(1, 3), collections.OrderedDict())]
""",
    "class_of_enum_member_and_dataclass": """
from dataclasses import dataclass
from enum import Enum
class Color(Enum):
    RED = 1
@dataclass
class P:
    x: int
(Color.RED.__class__ is Color, P(1).__class__ is P, P(1).__class__.__name__)
""",
    "class_name_in_format_fields": """
class A:
    pass
"{0.__class__.__name__}:{1.__class__.__name__}".format(A(), 2)
""",
    "qualnames": """
def top():
    def inner():
        pass
    return inner
class Outer:
    class Inner:
        def m(self):
            pass
    def method(self):
        return lambda: 0
    @staticmethod
    def sm():
        pass
    @classmethod
    def cm(cls):
        pass
out = [top.__qualname__, top().__qualname__, Outer.__qualname__, Outer.Inner.__qualname__]
out += [Outer.Inner.m.__qualname__, Outer().method.__qualname__, Outer().method().__qualname__]
out + [Outer.sm.__qualname__, Outer.cm.__qualname__]
""",
    "docstrings": '''
def f():
    """Summary line.

    More text.
    """
def g():
    pass
class A:
    """Class doc."""
    def m(self):
        "method doc"
class B(A):
    pass
[f.__doc__, g.__doc__, A.__doc__, A().__doc__, A.m.__doc__, A().m.__doc__, B.__doc__, B().__doc__]
''',
    "wraps_copies_name_and_doc": '''
import functools
def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args):
        return fn(*args)
    return wrapper
@logged
def area(w, h):
    """Area of a rectangle."""
    return w * h
@functools.lru_cache(maxsize=None)
def fib(n):
    """Fibonacci."""
    return n if n < 2 else fib(n - 1) + fib(n - 2)
[area.__qualname__, area.__doc__, logged(logged(area)).__doc__, fib.__qualname__, fib.__doc__, fib(10)]
''',
    "named_tuple_class": """
from collections import namedtuple
from typing import NamedTuple
class Pt(NamedTuple):
    x: int
    y: int = 0
Pair = namedtuple("Pair", "a b")
[Pt.__qualname__, Pt.__doc__, Pt(1).__doc__, Pair.__qualname__, Pair.__doc__, Pt(1).__class__ is Pt]
""",
    "dataclass_with_docstring": '''
from dataclasses import dataclass
@dataclass
class Q:
    """A point."""
    x: int
(Q.__doc__, Q(1).__doc__)
''',
    "mro_and_bases": """
from abc import ABC, abstractmethod
from typing import NamedTuple
class Shape(ABC):
    @abstractmethod
    def area(self): ...
class Rect(Shape):
    def area(self):
        return 1
class Square(Rect):
    pass
class A:
    pass
class B:
    pass
class C(A, B):
    pass
class E(KeyError):
    pass
class P(NamedTuple):
    x: int
rows = [[k.__name__ for k in cls.__mro__] for cls in (Square, C, E, P)]
rows + [[k.__name__ for k in cls.__bases__] for cls in (Square, C, E, P)] + [C.__mro__[1] is A]
""",
    "qualname_of_instance_is_missing": """
class A:
    pass
A().__qualname__
""",
    "qualname_of_str_is_missing": """
"s".__qualname__
""",
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_same_as_cpython(name: str) -> None:
    source = PROGRAMS[name]
    assert guest(source) == cpython(source)


# Where Stockade's answer would not be CPython's, the read fails with an AttributeError
# that says so (never a different str).
REFUSED_AT_RUN_TIME: dict[str, str] = {
    "builtin_doc": "len.__doc__",
    "stdlib_function_doc": "import json\njson.dumps.__doc__",
    "builtin_qualname": "import math\nmath.sqrt.__qualname__",
    "generated_dataclass_doc": "from dataclasses import dataclass\n@dataclass\nclass P:\n    x: int\nP.__doc__",
    "enum_mro": "from enum import Enum\nclass C(Enum):\n    A = 1\n[k.__name__ for k in C.__mro__]",
    "generic_mro": "from typing import Generic, TypeVar\nT = TypeVar('T')\nclass B(Generic[T]):\n    pass\n[k.__name__ for k in B.__bases__]",
    "wraps_of_a_stand_in": "import functools, json\n@functools.wraps(json.dumps)\ndef f():\n    pass\nf.__qualname__",
}


@pytest.mark.parametrize("name", sorted(REFUSED_AT_RUN_TIME))
def test_refused_where_not_exact(name: str) -> None:
    source = REFUSED_AT_RUN_TIME[name]
    type_name, message = guest(source)
    assert type_name == "AttributeError"
    assert "available in Stockade" in message
    assert not isinstance(cpython(source), tuple)  # CPython has a value there


@pytest.mark.parametrize(
    "source",
    ["class A:\n    pass\nA().__class__ = int", "def f():\n    pass\ndel f.__doc__", "def f():\n    pass\ndel f.__qualname__"],
)
def test_read_only(source: str) -> None:
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile(source)
    assert [d.code for d in info.value.diagnostics] == ["STK-V002"]
    assert "can be read but not" in info.value.diagnostics[0].message


def test_class_is_the_guest_type() -> None:
    # type() of a function is not handed out, so neither is its __class__: same refusal.
    src = "def f():\n    pass\nf.__class__"
    assert guest(src) == guest("def f():\n    pass\ntype(f)")
    assert guest(src)[0] == "TypeError"


def test_attribute_error_obj_from_host_code_is_refused() -> None:
    # An AttributeError raised inside runtime or stdlib code may carry one of their own
    # objects: the guest reads e.obj only for its own objects or a miss the guard answered.
    from stockade._runtime import guards

    internal = {"host": "state"}
    with pytest.raises(AttributeError, match="not one the program holds"):
        guards._attribute_error_obj(AttributeError("x", name="y", obj=internal))
    assert guards._attribute_error_obj(AttributeError("x", name="y", obj=None)) is None
