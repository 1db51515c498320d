"""TypedDict classes (``class Movie(TypedDict, total=False): ...``): each program runs
under Stockade and under plain CPython with the same result; what is refused is refused at
compile time with STK-V013, or (a base the verifier cannot see) at class creation."""

from __future__ import annotations

import pytest

import stockade
from stdlib_diff import cpython_outcome as cpython
from stdlib_diff import guest_outcome as guest

PROGRAMS: dict[str, str] = {
    "call_builds_plain_dict": """
from typing import TypedDict, Optional
class Movie(TypedDict):
    '''A movie.'''
    title: str
    year: Optional[int]
m = Movie(title="Up", year=2009)
(m, type(m) is dict, Movie({"a": 1}, b=2), Movie(), m == {"title": "Up", "year": 2009})
""",
    "total_and_inheritance": """
from typing import TypedDict
import typing
class Base(TypedDict, total=False):
    a: int
class Child(Base):
    b: str
class Other(typing.TypedDict, total=True):
    pass
(Child(a=1, b="x"), repr(Base), repr(Child), repr(Other), Child.__name__)
""",
    "reprs_in_typing_subscripts": """
from typing import TypedDict, List, Optional, Dict
class Row(TypedDict):
    id: int
Rows = List[Row]
(repr(Rows), repr(Optional[Row]), repr(Dict[str, Row]))
""",
    "local_class_qualname": """
from typing import TypedDict
def make():
    class Local(TypedDict):
        x: int
    return Local
repr(make())
""",
    "isinstance_raises": """
from typing import TypedDict
class Row(TypedDict):
    id: int
isinstance({"id": 1}, Row)
""",
    "issubclass_raises": """
from typing import TypedDict
class Row(TypedDict):
    id: int
issubclass(dict, Row)
""",
    "bad_call_argument": """
from typing import TypedDict
class Row(TypedDict):
    id: int
Row(5)
""",
    "functional_form": """
from typing import TypedDict, List
Movie = TypedDict("Movie", {"title": str, "year-made": int}, total=False)
Pair = TypedDict("Pair", [("a", int)])
class Sub(Movie):
    extra: int
(Movie(title="x"), repr(Movie), repr(Pair), repr(List[Movie]), Movie.__name__, repr(Sub), Sub(extra=1))
""",
    "functional_form_bad_name": """
from typing import TypedDict
TypedDict(5, {})
""",
    "functional_form_bad_fields": """
from typing import TypedDict
TypedDict("Q", 5)
""",
    "mixed_bases_raise": """
from typing import TypedDict
class Row(TypedDict):
    id: int
class Plain:
    pass
class Mixed(Row, Plain):
    pass
0
""",
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_typeddict_matches_cpython(name: str) -> None:
    source = PROGRAMS[name]
    assert guest(source) == cpython(source)


@pytest.mark.parametrize(
    "body",
    [
        "    title: str\n    def show(self):\n        return 1\n",
        "    title: str = 'x'\n",
        "    title: str\n    print('side effect')\n",
    ],
)
def test_a_typeddict_body_holds_only_keys(body: str) -> None:
    source = f"from typing import TypedDict\nclass Movie(TypedDict):\n{body}0\n"
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile({"main.py": source}, entry="main.py")
    messages = [d.message for d in info.value.diagnostics if d.code == "STK-V013"]
    assert messages and "TypedDict class body holds only its keys" in messages[0]


@pytest.mark.parametrize("keywords", ["total=0", "total=flag", "metaclass=type", "total=False, extra=1"])
def test_only_a_literal_bool_total_is_admitted(keywords: str) -> None:
    source = f"from typing import TypedDict\nflag = True\nclass Movie(TypedDict, {keywords}):\n    title: str\n0\n"
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile({"main.py": source}, entry="main.py")
    assert any(d.code == "STK-V013" for d in info.value.diagnostics)


def test_total_on_a_plain_class_is_a_class_keyword() -> None:
    # an ordinary class keyword (for __init_subclass__), as on any other base
    with pytest.raises(stockade.GuestError) as info:
        stockade.eval("class A(dict, total=False):\n    pass\n")
    assert (info.value.type_name, info.value.message) == ("TypeError", "A.__init_subclass__() takes no keyword arguments")
    with pytest.raises(stockade.GuestError) as info:
        stockade.eval("class A(total=False):\n    pass\n")
    assert (info.value.type_name, info.value.message) == ("TypeError", "A.__init_subclass__() takes no keyword arguments")


def test_a_body_the_verifier_cannot_see_is_checked_at_class_creation() -> None:
    source = "from typing import TypedDict\nTD = [TypedDict][0]\nclass M(TD):\n    def f(self):\n        return 1\n0\n"
    with pytest.raises(stockade.GuestError) as info:
        stockade.eval(source)
    assert info.value.type_name == "TypeError"
    assert "holds only annotated keys" in info.value.message


def test_a_generic_typeddict_is_refused() -> None:
    source = "from typing import TypedDict, Generic, TypeVar\nT = TypeVar('T')\nclass Box(TypedDict, Generic[T]):\n    item: T\n0\n"
    with pytest.raises(stockade.GuestError) as info:
        stockade.eval(source)
    assert info.value.type_name == "TypeError"
    assert "generic TypedDict is not admitted" in info.value.message


@pytest.mark.parametrize("call", ["TypedDict('Q', a=int)", "TypedDict('Q')", "TypedDict('Q', {}, closed=True)"])
def test_version_dependent_functional_forms_are_refused(call: str) -> None:
    with pytest.raises(stockade.GuestError) as info:
        stockade.eval(f"from typing import TypedDict\n{call}\n")
    assert info.value.type_name == "TypeError"
    assert "in Stockade" in info.value.message


def test_the_functional_form_takes_the_calling_module_name() -> None:
    program = stockade.compile(
        {
            "main.py": "import util\n[repr(util.M), repr(util.C)]\n",
            "util.py": "from typing import TypedDict\nM = TypedDict('M', {'a': int})\nclass C(TypedDict):\n    a: int\n",
        },
        entry="main.py",
    )
    assert stockade.run(program).value == ["<class 'util.M'>", "<class 'util.C'>"]
