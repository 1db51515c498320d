"""Named tuples, Generic and Protocol bases: each program runs under Stockade and under
plain CPython with the same result; what is refused is refused clearly; the verifier
learns literal field names; named tuples leave a run as plain tuples."""

from __future__ import annotations

import collections
import gc
import keyword

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import stockade
from stdlib_diff import cpython_outcome as cpython
from stdlib_diff import guest_outcome as guest
from stockade._runtime import guest_tuples

PROGRAMS: dict[str, str] = {
    "basics": """
from collections import namedtuple
P = namedtuple("P", "x y")
p = P(1, y=2)
(p.x, p[1], P._fields, p._asdict(), p._replace(x=5), repr(p), p == (1, 2), hash(p) == hash((1, 2)), p < P(1, 3))
""",
    "defaults_and_make": """
from collections import namedtuple
P = namedtuple("P", ["a", "b", "c"], defaults=[0, 1])
(P(9), P._field_defaults, P._make(range(3)), P(1)._make([4, 5, 6]), type(P(1)).__name__)
""",
    "rename": """
from collections import namedtuple
P = namedtuple("P", "ok class _x ok", rename=True)
(P._fields, repr(P(1, 2, 3, 4)))
""",
    "class_syntax": """
from typing import NamedTuple
class E(NamedTuple):
    '''An employee.'''
    name: str
    salary: int = 10
    LIMIT = 3
    def raised(self, by):
        return self._replace(salary=self.salary + by)
    @property
    def tag(self):
        return self.name.upper()
    @staticmethod
    def zero():
        return 0
e = E("a")
(e.raised(5), e.tag, E.zero(), E.LIMIT, e.LIMIT, E._field_defaults, str(e), E("b", 1) < e)
""",
    "functional_named_tuple": """
from typing import List, NamedTuple
E = NamedTuple("E", [("a", int), ("b", List[int])])
(E(1, [2]), E._fields, repr(E(b=[], a=0)))
""",
    "class_body_rules": """
from typing import NamedTuple
try:
    class A(NamedTuple):
        a: int = 1
        b: int
except TypeError as e:
    first = str(e)
try:
    class B(NamedTuple):
        a: int
        def _replace(self):
            return self
except AttributeError as e:
    second = str(e)
(first, second)
""",
    "stores": """
from collections import namedtuple
P = namedtuple("P", "x")
p = P(1)
out = []
for attempt in ("field", "new"):
    try:
        if attempt == "field":
            p.x = 2
        else:
            p.y = 2
    except AttributeError as e:
        out.append(str(e))
out
""",
    "match_class": """
from collections import namedtuple
P = namedtuple("P", "x y")
def f(p):
    match p:
        case P(x=0, y=y):
            return ("axis", y)
        case P(x, y):
            return (x, y)
[f(P(0, 5)), f(P(1, 2))]
""",
    "generic_alias": """
from typing import Generic, List, TypeVar
T = TypeVar("T")
class S(Generic[T]):
    def __init__(self, *items):
        self.items = list(items)
class I(S[int]):
    pass
s = S[int](1, 2)
(repr(S[int]), S[int] == S[int], hash(S[int]) == hash(S[int]), s.items, isinstance(s, S), repr(List[S[int]]), isinstance(I(), S))
""",
    "generic_alias_more": """
from dataclasses import dataclass
from typing import Generic, Optional, TypeVar, Union
T = TypeVar("T")
@dataclass
class Box(Generic[T]):
    item: T
    @classmethod
    def of(cls, item):
        return cls(item)
a = (Box[int] is Box[int], Box[int].of(3).item, Box[str].__name__, repr(Box[int] | None), repr(None | Box[int]))
a + (repr(Box[int] | int), repr(Optional[Box[int]]), repr(Union[Box[int], str]), Box[int](2) == Box(2))
""",
    "generic_errors": """
from typing import Generic, TypeVar
T = TypeVar("T")
class S(Generic[T]):
    pass
class I(S[int]):
    pass
out = []
for attempt in (lambda: S[int, str], lambda: I[int], lambda: isinstance(S(), S[int]), lambda: Generic[int]):
    try:
        attempt()
    except TypeError as e:
        out.append(str(e))
out
""",
    "protocol": """
from typing import Protocol
class Shape(Protocol):
    def area(self) -> float: ...
    def twice(self) -> float:
        return 2 * self.area()
class Sq(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
class Unit(Shape):
    def area(self):
        return 1.0
out = [Sq(3).twice(), Unit().twice()]
for attempt in (lambda: Shape(), lambda: isinstance(1, Shape), lambda: issubclass(int, Shape), lambda: Unit(1)):
    try:
        attempt()
    except TypeError as e:
        out.append(str(e))
out
""",
    "protocol_bases": """
from typing import Protocol, TypeVar
T = TypeVar("T")
class A(Protocol):
    pass
class B(A, Protocol[T]):
    def get(self) -> T: ...
class Base:
    pass
try:
    class C(Base, Protocol):
        pass
except TypeError as e:
    err = str(e)
(repr(B[int]), err)
""",
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_program_matches_cpython(name: str) -> None:
    source = PROGRAMS[name]
    assert guest(source) == cpython(source)


_NAME = st.one_of(
    st.sampled_from(["x", "y", "_y", "__class__", "def", "class", "mro", "count", "1a", "", "a b", "é"]),
    st.text(alphabet="ab_1", min_size=1, max_size=3),
)


@settings(max_examples=60, deadline=None)
@given(st.lists(_NAME, max_size=4), st.booleans(), st.integers(0, 3))
def test_namedtuple_arguments_are_checked_as_cpython_does(names: list[str], rename: bool, n_defaults: int) -> None:
    defaults = list(range(n_defaults))
    source = f"from collections import namedtuple\nP = namedtuple('P', {names!r}, rename={rename}, defaults={defaults})\n"
    source += "(P._fields, P._field_defaults)"
    assert guest(source) == cpython(source)


def test_field_names_are_identifiers_for_cpython() -> None:
    # The property the design relies on: CPython itself refuses non-identifiers and
    # keywords, and leading underscores without rename.
    for bad in ("__class__", "_source", "a-b", "class"):
        with pytest.raises(ValueError):
            collections.namedtuple("P", [bad])
    assert keyword.iskeyword("class")


def test_named_tuples_leave_as_plain_tuples() -> None:
    value = stockade.eval(
        "from typing import NamedTuple\nclass P(NamedTuple):\n    x: int\n    y: list\n"
        "    def __iter__(self):\n        return iter([9])\n[P(1, [P(2, [])])]"
    )
    assert value == [(1, [(2, [])])]
    assert type(value[0]) is tuple and type(value[0][1][0]) is tuple


def test_the_verifier_learns_literal_field_names() -> None:
    # field names that are also names of host attributes (re.Pattern.scanner,
    # JSONDecoder.raw_decode), which the verifier refuses unless the program defines them
    stockade.compile("from collections import namedtuple as nt\nP = nt('P', 'alpha, scanner')\nP(1, 2).scanner")
    stockade.compile("from typing import NamedTuple\nP = NamedTuple('P', [('raw_decode', int)])\nP(1).raw_decode")
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile("from collections import namedtuple\nP = namedtuple('P', ['alpha'])\nP(1).scanner")
    assert "STK-V003" in str(info.value)


@pytest.mark.parametrize(
    "source",
    [
        "from collections import namedtuple\nh = 'zeta,eta'\nP = namedtuple('P', h.split(','))\nP(1, 2).zeta",
        "from collections import namedtuple\nP = namedtuple('P', ['a', 'def'], rename=True)\nP(1, 2)._1",
        "from collections import namedtuple\nmake = namedtuple\nP = make('P', 'zeta')\nP(1).zeta",
    ],
)
def test_unreadable_field_names_leave_the_check_to_run_time(source: str) -> None:
    stockade.compile(source)
    assert stockade.eval(source) in (1, 2)


def test_introspection_stays_refused_with_dynamic_fields() -> None:
    source = "from collections import namedtuple\nP = namedtuple('P', 'a b'.split())\nP(1, 2).gi_frame"
    with pytest.raises(stockade.CompileError):
        stockade.compile(source)


def test_reads_off_the_class_and_of_dunders_are_refused() -> None:
    base = "from collections import namedtuple\nP = namedtuple('P', 'x mro')\nclass C:\n    pass\n"
    for tail, words in (("P.x", "available in Stockade"), ("P.mro", "available in Stockade"), ("P(1, 2).__repr__", "")):
        with pytest.raises(stockade.GuestError) as info:
            stockade.eval(base + tail)
        assert info.value.type_name == "AttributeError" and words in info.value.message
    assert stockade.eval(base + "P(1, 2).mro") == 2


def test_module_keyword_and_unusual_names_are_refused() -> None:
    with pytest.raises(stockade.GuestError) as info:
        stockade.eval("from collections import namedtuple\nnamedtuple('P', 'x', module='m')")
    assert "module=" in info.value.message
    with pytest.raises(stockade.GuestError) as info:
        stockade.eval("from collections import namedtuple\nclass S:\n    pass\nnamedtuple('P', [S()])")
    assert "must be strings" in info.value.message


def test_make_is_metered() -> None:
    source = "import itertools\nfrom collections import namedtuple\nnamedtuple('P', 'x')._make(itertools.count())"
    with pytest.raises(stockade.LimitExceeded) as info:
        stockade.eval(source, limits=stockade.Limits(fuel=100_000))
    assert info.value.limit == "fuel"


def test_building_a_class_is_charged_per_field() -> None:
    source = "from collections import namedtuple\nnamedtuple('P', ['f' + str(i) for i in range(200)])\n1"
    with pytest.raises(stockade.LimitExceeded):
        stockade.eval(source, limits=stockade.Limits(fuel=100_000))
    assert stockade.eval(source, limits=stockade.Limits(fuel=1_000_000)) == 1


def test_classes_do_not_outlive_their_run() -> None:
    stockade.eval(
        "from collections import namedtuple\nfrom typing import Generic, NamedTuple, Protocol, TypeVar\n"
        "T = TypeVar('T')\nP = namedtuple('P', 'x')\nclass Q(NamedTuple):\n    y: int\n"
        "class S(Generic[T]):\n    pass\nclass R(Protocol):\n    pass\n(P(1), Q(2), type(S[int]()).__name__)"
    )
    gc.collect()
    assert len(guest_tuples._TUPLES) == 0
    assert len(guest_tuples._GENERIC) == 0
    assert len(guest_tuples._PROTOCOLS) == 0


def test_the_guest_module_name_is_the_class_module() -> None:
    assert stockade.eval("from collections import namedtuple\nP = namedtuple('P', 'x')\nstr(P)") == "<class '__main__.P'>"


def test_a_named_tuple_class_is_not_a_base() -> None:
    with pytest.raises(stockade.GuestError) as info:
        stockade.eval("from collections import namedtuple\nP = namedtuple('P', 'x')\nclass Q(P):\n    pass")
    assert info.value.type_name == "TypeError" and "not admitted" in info.value.message


def test_generic_named_tuple_and_keyword_form_are_refused() -> None:
    for source in (
        "from typing import Generic, NamedTuple, TypeVar\nT = TypeVar('T')\n"
        "class P(NamedTuple, Generic[T]):\n    x: int",
        "from typing import NamedTuple\nP = NamedTuple('P', x=int)",
    ):
        with pytest.raises(stockade.GuestError) as info:
            stockade.eval(source)
        assert info.value.type_name == "TypeError" and "Stockade" in info.value.message
