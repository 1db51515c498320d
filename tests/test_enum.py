"""enum for guest classes: each program runs under Stockade and under plain CPython and
must give the same result (through the same door); what is refused is refused clearly,
the machinery's state is never reachable, and its work is charged."""

from __future__ import annotations

import enum
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import stockade
from stockade._compiler.names import ENUM_SUNDERS, is_sunder
from stockade._runtime import door, guest_enum

PROGRAMS: dict[str, str] = {
    "basics": """
from enum import Enum, auto
class Color(Enum):
    RED = 1
    GREEN = auto()
    BLUE = "b"
    CRIMSON = 1
result = [repr(Color.RED), str(Color.GREEN), Color(1) is Color.RED, Color["BLUE"].value, Color.CRIMSON.name,
          [c.name for c in Color], len(Color), Color.RED in Color, Color.RED == Color.CRIMSON, Color.RED != 1,
          {Color.RED: "r"}[Color.CRIMSON], hash(Color.RED) == hash(Color.RED), isinstance(Color.RED, Enum),
          f"{Color.GREEN}", format(Color.BLUE), "%s|%r" % (Color.RED, Color.RED), repr(Color), sorted(Color, key=lambda c: c.name)]
""",
    "errors": """
from enum import Enum
class Color(Enum):
    RED = 1
out = []
for probe in (lambda: Color(99), lambda: Color["PINK"], lambda: Color.RED < Color.RED, lambda: setattr_like()):
    try:
        probe()
    except Exception as e:
        out.append((type(e).__name__, str(e)))
def setattr_like():
    Color.RED = 2
result = out
""",
    "methods_properties_classmethods": """
from enum import Enum
class Shape(Enum):
    SQUARE = 4
    TRIANGLE = 3
    def describe(self):
        return f"{self.name.lower()} with {self.sides} sides"
    @property
    def sides(self):
        return self.value
    @classmethod
    def by_sides(cls, n):
        return next(s for s in cls if s.sides == n)
    @staticmethod
    def count():
        return len(Shape)
    def __str__(self):
        return self.name.title()
result = [Shape.SQUARE.describe(), Shape.by_sides(3).name, Shape.count(), str(Shape.TRIANGLE), f"{Shape.SQUARE}"]
""",
    "intenum_strenum": """
from enum import IntEnum, StrEnum, auto
class P(IntEnum):
    LOW = auto()
    HIGH = auto()
class S(StrEnum):
    A = auto()
    B = "bee"
result = [P.HIGH + 1, P.LOW * 3, P.HIGH > P.LOW, P.LOW == 1, sorted([P.HIGH, P.LOW, 0]), P(2).name, str(P.LOW),
          repr(P.HIGH), format(P.HIGH, "03d"), S.A.upper(), S.B + "!", S.B == "bee", str(S.A), repr(S.B),
          S("bee") is S.B, S.B.startswith("b"), S.B.split("e"), max(P), P.HIGH.bit_length(), int(P.HIGH)]
""",
    "flags": """
from enum import Flag, IntFlag, auto
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W
class Mode(IntFlag):
    A = 1
    B = 2
rw = Perm.R | Perm.W
result = [repr(rw), str(rw), rw is Perm.RW, Perm.R in rw, Perm.X in rw, repr(~Perm.R), repr(Perm(0)), bool(Perm(0)),
          [m.name for m in Perm], [m.name for m in rw], len(rw), repr(rw & Perm.W), repr(rw ^ Perm.RW),
          Mode.A | 4, repr(Mode(7)), Mode.A + 1, ~Mode.A, repr(Mode.A | Mode.B)]
""",
    "hooks": """
from enum import Enum, auto
class Name(Enum):
    _order_ = "ALPHA BETA"
    def _generate_next_value_(name, start, count, last_values):
        return f"{count}:{name.lower()}"
    ALPHA = auto()
    BETA = auto()
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, int):
            return list(cls)[value % 2]
        return None
result = [Name.ALPHA.value, Name(3).name, Name(4) is Name.ALPHA]
try:
    Name("nope")
except ValueError as e:
    result.append(str(e))
""",
    "member_init_and_super": """
from enum import Enum
class Base(Enum):
    def label(self):
        return f"<{self.name}>"
class Planet(Base):
    EARTH = (5.97, 6.37)
    MARS = (0.642, 3.39)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    def label(self):
        return super().label() + f"{self.mass}"
result = [p.label() for p in Planet] + [Planet.EARTH.value, Planet((0.642, 3.39)).name, isinstance(Planet.MARS, Base)]
""",
    "match": """
from enum import Enum, IntEnum
class Light(Enum):
    RED = 1
    YELLOW = 2
    GREEN = 3
class Lvl(IntEnum):
    A = 1
    B = 2
def act(x):
    match x:
        case Light.RED | Light.YELLOW:
            return "stop"
        case Light.GREEN:
            return "go"
        case Lvl(value=2):
            return "lvl-b"
        case Lvl():
            return "lvl"
        case _:
            return "?"
result = [act(l) for l in Light] + [act(Lvl.A), act(Lvl.B), act(1)]
""",
    "str_mixin_and_json": """
import json
from enum import Enum, IntEnum
class Method(str, Enum):
    GET = "GET"
class Code(int, Enum):
    OK = 200
class Lvl(IntEnum):
    A = 1
result = [Method.GET == "GET", str(Method.GET), repr(Code.OK), Code.OK + 1, json.dumps({Method.GET: Lvl.A, "c": Code.OK}),
          json.dumps([Method.GET], indent=1)]
""",
    "unique_and_aliases": """
from enum import Enum, unique
class A(Enum):
    X = 1
    Y = 1
out = [A.Y is A.X, len(A)]
try:
    unique(A)
except ValueError as e:
    out.append(str(e))
@unique
class B(Enum):
    X = 1
out.append([b.name for b in B])
result = out
""",
    "dataclass_field": """
from dataclasses import dataclass, asdict
from enum import Enum
class Kind(Enum):
    A = "a"
@dataclass
class Rec:
    kind: Kind = Kind.A
result = [repr(Rec()), asdict(Rec())]
""",
    "members_attributes": """
from enum import Enum
class Color(Enum):
    RED = 1
Color.RED.note = "set on a member"
Color.extra = 5
result = [Color.RED.note, Color.extra, Color.RED.extra]
""",
}


def _native(source: str) -> Any:
    ns: dict[str, Any] = {"__name__": "__main__"}
    exec(compile(source, "main.py", "exec", dont_inherit=True), ns)
    return door.copy(ns["result"], max_bytes=10**7, where="result")


def _guest(source: str, fuel: int = 10_000_000) -> Any:
    program = stockade.compile(source + "\nresult\n")
    return stockade.run(program, limits=stockade.Limits(fuel=fuel, wall=10.0)).value


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_program_matches_cpython(name: str) -> None:
    source = PROGRAMS[name]
    assert _guest(source) == _native(source)


@settings(max_examples=25, deadline=None)
@given(
    st.lists(st.integers(min_value=-50, max_value=50), min_size=1, max_size=8),
    st.sampled_from(["Enum", "IntEnum", "IntFlag"]),
)
def test_generated_enums_match_cpython(values: list[int], kind: str) -> None:
    members = "".join(f"    M{i} = {v}\n" for i, v in enumerate(values))
    probes = [*sorted(set(values)), 51]
    source = (
        f"from enum import {kind}\nclass E({kind}):\n{members}"
        "out = [(m.name, m.value, repr(m), str(m)) for m in E]\n"
        f"for v in {probes!r}:\n"
        "    try:\n        m = E(v)\n        out.append((v, repr(m), str(m)))\n"
        "    except ValueError as e:\n        out.append((v, str(e)))\n"
        "result = out\n"
    )
    assert _guest(source) == _native(source)


def _codes(source: str) -> list[str]:
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile(source)
    return [d.code for d in info.value.diagnostics]


@pytest.mark.parametrize(
    ("source", "code"),
    [
        ("from enum import Enum\nclass C(Enum):\n    _numeric_repr_ = 1\n", "STK-V018"),
        ("import enum\nclass B(enum.Flag):\n    pass\nclass C(B):\n    def _iter_member_(self):\n        pass\n", "STK-V018"),
        ("from enum import Enum as E\nclass C(E):\n    _value_ = 1\n", "STK-V018"),
        ("from enum import EnumMeta\n", "STK-V004"),
        ("from enum import EnumType\n", "STK-V004"),
        ("from enum import member\n", "STK-V004"),
        ("from enum import global_enum\n", "STK-V004"),
        ("from enum import Enum\nclass C(Enum):\n    A = 1\nC._member_map_\n", "STK-V003"),
    ],
)
def test_refused_at_compile_time(source: str, code: str) -> None:
    assert code in _codes(source)


def test_admitted_hooks_and_plain_classes_compile() -> None:
    stockade.compile("from enum import Enum\nclass C(Enum):\n    _ignore_ = 'x'\n    _order_ = 'A'\n    A = 1\nC(1)\n")
    stockade.compile("class C:\n    _numeric_repr_ = 1\n")  # not an enum: sunder names are ordinary
    stockade.compile("from enum import Enum\nclass C(Enum):\n    A = 1\nC(value=1)\n")


def _guest_error(source: str, fuel: int = 1_000_000) -> stockade.GuestError:
    with pytest.raises(stockade.GuestError) as info:
        stockade.run(stockade.compile(source), limits=stockade.Limits(fuel=fuel))
    return info.value


ENUM_HEAD = "from enum import Enum, Flag, IntFlag\nclass Color(Enum):\n    RED = 1\n"
DECOY = "class Decoy:\n    def __init__(self):\n        self._value_ = self._member_map_ = self._name_ = 0\nDecoy()\n"


@pytest.mark.parametrize(
    ("tail", "type_name", "fragment"),
    [
        ("type(Color)\n", "TypeError", "type()"),
        ("Color.RED._value_\n", "AttributeError", "_value_"),
        ("Color.RED._name_\n", "AttributeError", "_name_"),
        ("Color._member_map_\n", "AttributeError", "_member_map_"),
        ("Color.RED._value_ = 2\n", "AttributeError", "_value_"),
        ("Color._member_map_ = {}\n", "AttributeError", "_member_map_"),
        ("'{0._value_}'.format(Color.RED)\n", "AttributeError", "_value_"),
        ("b = [Enum][0]\nb('D', 'A _B')\n", "TypeError", "functional API"),
        ("Enum('D', 'A B', boundary=None)\n", "TypeError", "boundary"),
        ("Enum('D', 'A B', type=float)\n", "TypeError", "type="),
        ("IntFlag(5)\n", "TypeError", "not callable"),
        ("Flag(0)\n", "TypeError", "not callable"),
        ("class M:\n    pass\nclass D(M, Enum):\n    A = 1\n", "TypeError", "next to an enum"),
        ("class D(float, Enum):\n    A = 1.0\n", "TypeError", "next to an enum"),
        ("b = [Flag][0]\nclass D(b):\n    _numeric_repr_ = repr\n    A = 1\n", "TypeError", "_numeric_repr_"),
        ("Color.name\n", "AttributeError", "name"),
    ],
)
def test_internals_are_refused_at_run_time(tail: str, type_name: str, fragment: str) -> None:
    err = _guest_error(ENUM_HEAD + DECOY + tail)
    assert err.type_name == type_name and fragment in err.message, err.message


def test_members_cross_the_door_as_values_without_guest_code() -> None:
    source = (
        "from enum import Enum, StrEnum, IntFlag\n"
        "class S(StrEnum):\n    A = 'a'\n    def __str__(self):\n        print('ran')\n        return 'no'\n"
        "class F(IntFlag):\n    X = 1\n    Y = 2\n"
        "class T(Enum):\n    P = (1, [2])\n"
        "[S.A, {S.A: F.X | F.Y}, T.P]\n"
    )
    result = stockade.run(stockade.compile(source))
    assert result.value == ["a", {"a": 3}, (1, [2])]
    assert [type(v) for v in result.value] == [str, dict, tuple]
    assert type(next(iter(result.value[1].values()))) is int
    assert result.stdout == ""


def test_member_with_a_function_value_cannot_cross() -> None:
    with pytest.raises(stockade.DoorError):
        stockade.run(stockade.compile("from enum import Enum\ndef f():\n    pass\nclass J(Enum):\n    A = (f,)\nJ.A\n"))


def test_class_statements_are_charged_per_member() -> None:
    def fuel(n: int) -> int:
        body = "".join(f"    M{i} = {i}\n" for i in range(n))
        return stockade.run(stockade.compile(f"from enum import Enum\nclass E(Enum):\n{body}")).fuel

    assert fuel(41) - fuel(1) >= 40 * guest_enum._MEMBER_FUEL


def test_flag_values_are_charged_per_bit() -> None:
    source = "from enum import IntFlag\nclass M(IntFlag):\n    X = 1\nm = M((1 << 200000) - 1)\n"
    with pytest.raises(stockade.LimitExceeded) as info:
        stockade.run(stockade.compile(source), limits=stockade.Limits(fuel=150_000))
    assert info.value.limit == "fuel"


def test_guest_hooks_tick() -> None:
    source = (
        "from enum import Enum\nclass C(Enum):\n    A = 1\n"
        "    @classmethod\n    def _missing_(cls, value):\n        while True:\n            pass\n"
        "C(2)\n"
    )
    with pytest.raises(stockade.LimitExceeded):
        stockade.run(stockade.compile(source), limits=stockade.Limits(fuel=10_000))


def test_shared_bases_keep_no_state_between_runs() -> None:
    before = {b: (dict(vars(b)["_value2member_map_"]), list(vars(b)["_member_names_"])) for b in guest_enum.BASES}
    program = stockade.compile(
        "from enum import IntFlag, Flag\nclass M(IntFlag):\n    X = 1\nclass F(Flag):\n    A = 1\n"
        "[M(12345).value, F(0).value, (M.X | 64).value]\n"
    )
    for _ in range(2):
        assert stockade.run(program).value == [12345, 0, 65]
    after = {b: (dict(vars(b)["_value2member_map_"]), list(vars(b)["_member_names_"])) for b in guest_enum.BASES}
    assert after == before


def test_the_bases_are_cpythons() -> None:
    for ours in guest_enum.BASES:
        real = getattr(enum, ours.__name__)
        assert issubclass(ours, real) and ours.__module__ == "enum"
        assert not [k for k in vars(ours) if not k.startswith("__") and not is_sunder(k)]


def test_machinery_sunders_are_known_on_this_python() -> None:
    # Every sunder name EnumType leaves in a guest class's dict must be listed, or the
    # class is refused (default deny): a new Python version shows up here first.
    source = (
        "from enum import Enum, Flag, IntFlag, IntEnum, StrEnum\n"
        "class A(Enum):\n    X = [1]\n    Y = 2\nclass B(Flag):\n    X = 1\nclass C(IntFlag):\n    X = 1\n"
        "class D(IntEnum):\n    X = 1\nclass E(StrEnum):\n    X = 'x'\nclass F(str, Enum):\n    X = 'x'\n"
        "[~B.X == B(0), ~C.X]\n"
    )
    stockade.run(stockade.compile(source))
    assert frozenset({"_missing_", "_generate_next_value_", "_order_", "_ignore_"}) == ENUM_SUNDERS


@pytest.mark.parametrize(
    ("name", "sunder"),
    [("_x_", True), ("_value_", True), ("__x__", False), ("_x", False), ("x_", False), ("_", False), ("__", False),
     ("_x__", False), ("__x_", False)],
)
def test_is_sunder_is_enums_rule(name: str, sunder: bool) -> None:
    assert is_sunder(name) is sunder
    assert enum._is_sunder(name) is sunder  # type: ignore[attr-defined]


class _HostLevel(enum.IntEnum):
    LOW = 1


class _HostColor(enum.Enum):
    RED = "red"


def test_inputs_never_become_members() -> None:
    program = stockade.compile("def f(x, y):\n    return [type(x).__name__, type(y).__name__, x, y]\n")
    assert stockade.run(program, "f", [_HostLevel.LOW, _HostColor.RED]).value == ["int", "str", 1, "red"]


FUNCTIONAL = """
from enum import Enum, IntEnum, Flag
Op = IntEnum("Op", "PUSH POP ADD")
Color = Enum("Color", ["RED", "GREEN"])
Pairs = Enum("Pairs", [("A", 10), ("B", 20)])
D = Enum("D", {"X": "x", "Y": "y"})
Perm = Flag("Perm", "R W X")
S = Enum("S", "a, b, c", start=0)
M = Enum("M", names="u v", type=str)
class Base(Enum):
    def label(self):
        return self.name.lower()
Dyn = Base("Dyn", ["A", "B"])
out = [[m.name for m in Op], Op.ADD + 1, repr(Op(2)), repr(Color.RED), Pairs.B.value, repr(D("y")),
       repr(Perm.R | Perm.W), [m.value for m in S], repr(M.u), Dyn.A.label(), isinstance(Op.PUSH, int)]
try:
    Op(9)
except ValueError as e:
    out.append(str(e))
out
"""


def test_functional_api_gives_cpythons_classes() -> None:
    import ast

    value = stockade.run(stockade.compile(FUNCTIONAL)).value
    tree = ast.parse(FUNCTIONAL)
    last = ast.Expression(tree.body.pop().value)  # type: ignore[attr-defined]
    namespace: dict[str, Any] = {"__name__": "__main__"}
    exec(compile(tree, "main.py", "exec"), namespace)
    assert value == eval(compile(last, "main.py", "eval"), namespace)
