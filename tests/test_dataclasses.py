"""dataclasses over guest classes: each program runs under Stockade and under plain
CPython, and the results must be identical; what is refused is refused clearly."""

from __future__ import annotations

import ast
from typing import Any

import pytest

import stockade

PROGRAMS: dict[str, str] = {
    "frozen_post_init_object_setattr": """
from dataclasses import dataclass, field, FrozenInstanceError
from decimal import Decimal
@dataclass(frozen=True)
class Money:
    amount: Decimal
    currency: str = "USD"
    def __post_init__(self):
        object.__setattr__(self, "amount", Decimal(self.amount).quantize(Decimal("0.01")))
        object.__setattr__(self, "tag", self.currency.lower())
m = Money("3.14159")
print(m, m.tag)
try:
    m.amount = 1
except FrozenInstanceError as e:
    print("frozen", e)
errs = []
for args in [(m, 1, 2), (m,), (Money, "x", 1), (m, "__class__", int)]:
    try:
        object.__setattr__(*args)
    except (TypeError, AttributeError) as e:
        errs.append((type(e).__name__, str(e)))
s = object.__setattr__
class P:
    pass
p = P()
s(p, "x", 5)
result = (str(m.amount), p.x, errs[:3], len(errs))
""",
    "evaluated_annotation_rules": """
import typing
import dataclasses
from typing import ClassVar
from dataclasses import dataclass, fields, InitVar
CV = ClassVar[int]
IV = InitVar[str]
@dataclass
class A:
    a: typing.ClassVar[int] = 1
    b: dataclasses.InitVar[int] = 2
    c: CV = 3
    d: IV = "d"
    e: int = 5
    def __post_init__(self, b, d):
        self.seen = (b, d)
x = A(7, "z")
result = [f.name for f in fields(A)], repr(x), x.seen, A.c
""",
    "basic_init_repr_eq": """
from dataclasses import dataclass
@dataclass
class Point:
    x: int
    y: int = 0
p = Point(1, 2)
q = Point(1)
result = [repr(p), str(q), p == Point(1, 2), p == q, p != q, p.x + p.y, Point(y=5, x=3).y]
""",
    "defaults_and_factory": """
from dataclasses import dataclass, field
from typing import List
@dataclass
class Bag:
    name: str
    items: List[int] = field(default_factory=list)
    tags: dict = field(default_factory=dict, repr=False)
    count: int = field(default=3, compare=False)
a = Bag("a")
b = Bag("b")
a.items.append(1)
result = [repr(a), repr(b), a.items is b.items, Bag("x", count=1) == Bag("x", count=2)]
""",
    "frozen_order_hash": """
from dataclasses import dataclass, FrozenInstanceError
@dataclass(frozen=True, order=True)
class Version:
    major: int
    minor: int = 0
vs = sorted([Version(2, 1), Version(1, 5), Version(2, 0)])
err = None
try:
    vs[0].major = 9
except FrozenInstanceError as e:
    err = str(e)
try:
    del vs[0].minor
except AttributeError as e:
    err2 = type(e).__name__
result = [repr(vs), err, err2, hash(Version(1)) == hash(Version(1)), len({Version(1), Version(1, 0)}),
          Version(1) < Version(1, 1), max(vs).minor]
""",
    "post_init_and_initvar": """
from dataclasses import dataclass, field, InitVar
@dataclass
class Rect:
    w: float
    h: float
    scale: InitVar[float] = 1.0
    area: float = field(init=False)
    def __post_init__(self, scale):
        self.w *= scale
        self.h *= scale
        self.area = self.w * self.h
r = Rect(2, 3, 2)
result = [repr(r), r.area, Rect(1, 1).area]
""",
    "classvar_and_kw_only": """
import dataclasses
import typing
from typing import ClassVar
from dataclasses import dataclass, KW_ONLY
@dataclass
class Config:
    registry: ClassVar[dict] = {}
    other: typing.ClassVar[int] = 5
    name: str
    _: KW_ONLY
    debug: bool = False
    level: int = 1
@dataclass(kw_only=True)
class Opt:
    a: int
    b: int = 2
c = Config("x", level=3)
names = [f.name for f in dataclasses.fields(c)]
err = None
try:
    Config("x", True)
except TypeError as e:
    err = str(e)
result = [repr(c), names, err, repr(Opt(a=1)), Config.other, Config.registry]
""",
    "asdict_astuple_replace": """
from dataclasses import dataclass, field, asdict, astuple, replace, is_dataclass, fields
@dataclass
class Item:
    name: str
    qty: int = 1
@dataclass
class Order:
    id: int
    items: list = field(default_factory=list)
    meta: dict = field(default_factory=dict)
o = Order(7, [Item("a"), Item("b", 3)], {"k": (1, 2), "s": {1, 2}})
d = asdict(o)
t = astuple(o)
o2 = replace(o, id=8)
fs = fields(Order)
result = [d, t, repr(o2), o2.items is o.items, is_dataclass(o), is_dataclass(Order), is_dataclass(3),
          [(f.name, f.init, f.repr, f.compare, f.kw_only) for f in fs], fs[0].default is fs[1].default,
          asdict(o, dict_factory=lambda kv: sorted(kv))]
""",
    "inheritance": """
from dataclasses import dataclass, field
@dataclass
class Base:
    x: int
    y: int = 1
    def total(self):
        return self.x + self.y
@dataclass
class Child(Base):
    z: int = 2
    def total(self):
        return super().total() + self.z
c = Child(1, 2, 3)
result = [repr(c), c.total(), c == Child(1, 2, 3), isinstance(c, Base), Base(1) == Child(1)]
""",
    "eq_false_repr_false_unsafe_hash": """
from dataclasses import dataclass
@dataclass(eq=False)
class A:
    v: int
@dataclass(repr=False, unsafe_hash=True)
class B:
    v: int
    def __repr__(self):
        return "B!"
a = A(1)
result = [a == A(1), a == a, repr(B(1)), hash(B(1)) == hash(B(1)), B(1) == B(1)]
""",
    "plain_class_annotations": """
class Plain:
    x: int
    y: str = "s"
    def get(self):
        return self.y
p = Plain()
err = None
try:
    p.x
except AttributeError as e:
    err = str(e)
result = [p.get(), Plain.y, err]
""",
    "match_dataclass": """
from dataclasses import dataclass
@dataclass
class Pt:
    x: int
    y: int
def where(p):
    match p:
        case Pt(0, 0):
            return "origin"
        case Pt(x, 0):
            return f"x-axis {x}"
        case Pt(x=0, y=y):
            return f"y-axis {y}"
        case _:
            return "elsewhere"
result = [where(Pt(0, 0)), where(Pt(3, 0)), where(Pt(0, 4)), where(Pt(1, 1))]
""",
}


def _native(source: str) -> Any:
    ns: dict[str, Any] = {"__name__": "__main__"}
    exec(compile(source, "main.py", "exec", dont_inherit=True), ns)
    return ns["result"]


def _guest(source: str) -> Any:
    program = stockade.compile(source + "\nresult\n")
    return stockade.run(program, limits=stockade.Limits(fuel=10_000_000, wall=10.0)).value


def _plain(value: Any) -> Any:
    """What the door makes of a native value: tuples and sets become lists."""
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_program_matches_cpython(name: str) -> None:
    source = PROGRAMS[name]
    native = _native(source)
    assert _plain(_guest(source)) == _plain(native)


def _guest_error(source: str) -> stockade.GuestError:
    with pytest.raises(stockade.GuestError) as info:
        stockade.run(stockade.compile(source), limits=stockade.Limits(fuel=1_000_000))
    return info.value


@pytest.mark.parametrize(
    ("source", "type_name", "fragment"),
    [
        # (a literal weakref_slot=True is refused at compile time: test_visible_weakref_slot_is_refused_at_compile_time)
        (
            "from dataclasses import dataclass\nopts = {'slots': True, 'weakref_slot': True}\n"
            "@dataclass(**opts)\nclass A:\n    x: int\n",
            "TypeError",
            "weakref_slot",
        ),
        ("from dataclasses import dataclass\ndataclass(dict)\n", "TypeError", "classes the program defines"),
        (
            "from dataclasses import dataclass, fields\n@dataclass\nclass A:\n    x: int\nrepr(fields(A)[0])\n",
            "TypeError",
            "repr of a dataclasses field",
        ),
        ("from dataclasses import asdict\nasdict(3)\n", "TypeError", "dataclass instances"),
    ],
)
def test_refused_with_a_clear_error(source: str, type_name: str, fragment: str) -> None:
    err = _guest_error(source)
    assert err.type_name == type_name and fragment in err.message


@pytest.mark.parametrize(
    "source",
    [
        "from dataclasses import dataclass\n@dataclass(slots=True, weakref_slot=True)\nclass A:\n    x: int\n",
        "import dataclasses as dc\n@dc.dataclass(frozen=True, slots=1, weakref_slot=1)\nclass A:\n    x: int\n",
        "from dataclasses import dataclass as d\n@d(weakref_slot=True)\nclass A:\n    x: int\n",
    ],
)
def test_visible_weakref_slot_is_refused_at_compile_time(source: str) -> None:
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile(source)
    assert [d.code for d in info.value.diagnostics] == ["STK-V019"]
    assert "dataclass(" in info.value.diagnostics[0].message


SLOTTED = """
from dataclasses import dataclass, field, asdict, astuple, replace, fields
import copy

@dataclass(slots=True)
class P:
    x: int
    y: int = 0
    tags: list = field(default_factory=list)

    def norm(self) -> int:
        return abs(self.x) + abs(self.y)

@dataclass(frozen=True, slots=True, order=True)
class F:
    a: int
    b: str = "z"

p = P(1, -2)
out = [repr(p), p.norm(), asdict(p), astuple(p), [f.name for f in fields(P)]]
try:
    p.z = 3
except AttributeError as e:
    out.append(str(e))
try:
    vars(p)
except TypeError as e:
    out.append(str(e))
f = F(1)
out += [repr(f), f < F(2), repr(replace(f, b="q")), repr(copy.deepcopy(f)), repr(copy.copy(p))]
try:
    f.a = 5
except Exception as e:
    out.append(type(e).__name__)
out
"""


def test_slots_true_makes_a_slotted_guest_class_with_cpythons_behaviour() -> None:
    value = stockade.run(stockade.compile(SLOTTED)).value
    namespace: dict[str, object] = {}
    tree = ast.parse(SLOTTED)
    last = ast.Expression(tree.body.pop().value)  # type: ignore[attr-defined]
    exec(compile(tree, "main.py", "exec"), namespace)
    assert value == eval(compile(last, "main.py", "eval"), namespace)
    assert "'P' object has no attribute 'z'" in value[5]


def test_slots_false_is_admitted() -> None:
    source = "from dataclasses import dataclass\n@dataclass(slots=False)\nclass A:\n    x: int\nA(1).x\n"
    assert stockade.run(stockade.compile(source)).value == 1


def test_annotations_are_evaluated_once_as_in_cpython() -> None:
    source = (
        "from dataclasses import dataclass, fields\nlog = []\ndef note():\n    log.append(1)\n    return int\n"
        "@dataclass\nclass A:\n    x: note()\nA(1)\n[log, fields(A)[0].type is int]\n"
    )
    assert stockade.run(stockade.compile(source)).value == [[1], True]


def test_deferred_annotations_are_never_evaluated() -> None:
    source = (
        "from __future__ import annotations\nfrom dataclasses import dataclass, fields\nlog = []\n"
        "def note():\n    log.append(1)\n    return int\n"
        "@dataclass\nclass A:\n    x: note()\nA(1)\n[log, fields(A)[0].type]\n"
    )
    assert stockade.run(stockade.compile(source)).value == [[], "note()"]


def test_asdict_is_charged_per_item() -> None:
    source = (
        "from dataclasses import dataclass, asdict\n@dataclass\nclass A:\n    x: list\n"
        "a = A([[0] * 1000 for _ in range(200)])\nasdict(a)\nasdict(a)\nasdict(a)\n"
    )
    with pytest.raises(stockade.LimitExceeded) as info:
        stockade.run(stockade.compile(source), limits=stockade.Limits(fuel=300_000))
    assert info.value.limit == "fuel"


def test_host_main_is_not_consulted() -> None:
    # A name in the host's __main__ must not change how an annotation is read.
    import __main__

    __main__.ClassVar = __import__("typing").ClassVar  # type: ignore[attr-defined]
    try:
        source = (
            "from __future__ import annotations\nfrom dataclasses import dataclass, fields\n"
            "@dataclass\nclass A:\n    x: ClassVar = 1\n[f.name for f in fields(A)]\n"
        )
        assert stockade.run(stockade.compile(source)).value == ["x"]
    finally:
        del __main__.ClassVar  # type: ignore[attr-defined]


def test_asdict_over_a_property_field_is_refused_not_run_twice() -> None:
    source = (
        "from dataclasses import dataclass, asdict\n@dataclass\nclass A:\n    x: int = 0\n"
        "class B(A):\n    @property\n    def x(self):\n        print('get')\n        return 1\n"
        "    @x.setter\n    def x(self, v):\n        pass\n"
        "asdict(B())\n"
    )
    err = _guest_error(source)
    assert err.type_name == "TypeError" and "property" in err.message


def test_codegen_admits_annotations_only_in_class_bodies() -> None:
    from stockade._compiler.codegen import check_code

    module = compile("x: int = 1\n", "m.py", "exec", dont_inherit=True)
    codes = {d.code for d in check_code(module, frozenset({"x", "int"}), "m.py")}
    assert codes == {"STK-C001", "STK-C002"}
    func = compile("def f():\n    class C:\n        x: int = 1\n", "m.py", "exec", dont_inherit=True)
    assert check_code(func, frozenset({"f", "C", "x", "int"}), "m.py") == []


def test_dataclass_processing_is_charged() -> None:
    source = (
        "from dataclasses import dataclass\n"
        "for i in range(100):\n    @dataclass(order=True)\n    class A:\n        x: int\n        y: int\n"
    )
    with pytest.raises(stockade.LimitExceeded) as info:
        stockade.run(stockade.compile(source), limits=stockade.Limits(fuel=500_000))
    assert info.value.limit == "fuel"


FUTURE_PROGRAM = """
from __future__ import annotations
import typing
import dataclasses
from dataclasses import dataclass, fields, InitVar
@dataclass
class A:
    a: typing.ClassVar[int] = 1
    b: dataclasses.InitVar[int] = 2
    c: InitVar[int] = 3
    def __post_init__(self, b, c):
        self.seen = (b, c)
x = A()
result = [f.name for f in fields(A)], repr(x), x.seen
"""


def test_future_annotations_follow_dataclasses_string_rules() -> None:
    # The reference is CPython running this as a script (python3.11-3.13 all give it); an
    # exec under pytest would let dataclasses read pytest's __main__ for the bare names.
    value = stockade.run(stockade.compile(FUTURE_PROGRAM + "\nresult\n")).value
    assert value == ([], "A()", (2, 3))
