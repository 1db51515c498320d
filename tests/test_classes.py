"""Guest classes, with statements, contextlib, abc and total_ordering: each program runs
under Stockade and under plain CPython, and the results must be identical."""

from __future__ import annotations

import sys
from typing import Any

import pytest

import stockade

PROGRAMS: dict[str, str] = {
    "methods_and_class_attributes": """
class Counter:
    kind = "counter"
    created = 0
    def __init__(self, start=0):
        self.n = start
        Counter.created += 1
    def inc(self, by=1):
        self.n += by
        return self
    def __repr__(self):
        return f"Counter({self.n})"
c = Counter(2).inc().inc(5)
d = Counter()
result = [repr(c), c.n, Counter.kind, c.kind, Counter.created, str(d), f"{c}", f"{c!r:>12}"]
""",
    "inheritance_and_super": """
class A:
    def __init__(self, x):
        self.x = x
    def who(self):
        return "A" + str(self.x)
class B(A):
    def __init__(self, x, y):
        super().__init__(x)
        self.y = y
    def who(self):
        return "B" + super().who()
class C(B):
    def who(self):
        return "C" + super(C, self).who()
class D(A):
    def __init__(self):
        A.__init__(self, 9)
c = C(1, 2)
result = [c.who(), c.x, c.y, isinstance(c, A), issubclass(C, A), issubclass(A, C), D().x,
          type(c).__name__, type(c) is C, C.__name__]
""",
    "diamond_mro": """
class Base:
    def hello(self):
        return ["Base"]
class L(Base):
    def hello(self):
        return ["L"] + super().hello()
class R(Base):
    def hello(self):
        return ["R"] + super().hello()
class M(L, R):
    def hello(self):
        return ["M"] + super().hello()
result = M().hello()
""",
    "property_classmethod_staticmethod": """
class Temp:
    scale = "C"
    def __init__(self, c):
        self._c = c
    @property
    def f(self):
        return self._c * 9 / 5 + 32
    @f.setter
    def f(self, value):
        self._c = (value - 32) * 5 / 9
    @f.deleter
    def f(self):
        self._c = 0
    @classmethod
    def boiling(cls):
        return cls(100)
    @staticmethod
    def describe(x):
        return f"{x} degrees"
t = Temp.boiling()
out = [t.f, Temp.describe(3), t.describe(4)]
t.f = 32
out.append(t._c)
del t.f
out.append(t._c)
try:
    class P:
        @property
        def ro(self):
            return 1
    P().ro = 2
except AttributeError as e:
    out.append(type(e).__name__)
result = out
""",
    "user_exceptions": """
class AppError(Exception):
    pass
class NotFound(AppError, KeyError):
    def __init__(self, key):
        super().__init__(key)
        self.key = key
class Invalid(ValueError):
    def __init__(self, field, reason):
        super().__init__(f"{field}: {reason}")
        self.field = field
    def __str__(self):
        return "invalid " + super().__str__()
out = []
for exc in (NotFound("k"), Invalid("age", "negative"), AppError()):
    try:
        raise exc
    except KeyError as e:
        out.append(("key", e.key, str(e), e.args, repr(e)))
    except ValueError as e:
        out.append(("value", e.field, str(e), e.args))
    except AppError as e:
        out.append(("app", str(e), type(e).__name__, repr(e)))
try:
    try:
        raise Invalid("a", "b")
    except Invalid as e:
        raise AppError("wrapped") from e
except AppError as e:
    out.append(str(e))
result = [out, issubclass(NotFound, LookupError), isinstance(NotFound("x"), AppError)]
""",
    "comparison_and_hash": """
class P:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __eq__(self, other):
        if not isinstance(other, P):
            return NotImplemented
        return (self.x, self.y) == (other.x, other.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __lt__(self, other):
        return (self.x, self.y) < (other.x, other.y)
    def __repr__(self):
        return f"P({self.x}, {self.y})"
class U:
    __hash__ = None
ps = [P(2, 1), P(1, 5), P(1, 2)]
out = [repr(sorted(ps)), P(1, 2) == P(1, 2), P(1, 2) != P(1, 3), P(1, 2) == 3, len({P(1, 2), P(1, 2)}),
       repr(max(ps)), P(1, 2) in ps, P(3, 3) > P(1, 1)]
try:
    hash(U())
except TypeError as e:
    out.append(str(e))
try:
    P(1, 1) <= P(1, 2)
except TypeError as e:
    out.append(str(e))
result = out
""",
    "arithmetic_family": """
class V:
    def __init__(self, *c):
        self.c = list(c)
    def __add__(self, o):
        if isinstance(o, (int, float)):
            return V(*[a + o for a in self.c])
        return V(*[a + b for a, b in zip(self.c, o.c)])
    __radd__ = __add__
    def __sub__(self, o):
        return V(*[a - b for a, b in zip(self.c, o.c)])
    def __mul__(self, k):
        return V(*[a * k for a in self.c])
    def __rmul__(self, k):
        return self * k
    def __truediv__(self, k):
        return V(*[a / k for a in self.c])
    def __floordiv__(self, k):
        return V(*[a // k for a in self.c])
    def __mod__(self, k):
        return V(*[a % k for a in self.c])
    def __pow__(self, k):
        return V(*[a ** k for a in self.c])
    def __neg__(self):
        return V(*[-a for a in self.c])
    def __pos__(self):
        return self
    def __abs__(self):
        return sum(abs(a) for a in self.c)
    def __iadd__(self, o):
        self.c = [a + b for a, b in zip(self.c, o.c)]
        return self
    def __and__(self, o):
        return "and"
    def __ror__(self, o):
        return "ror"
    def __xor__(self, o):
        return "xor"
    def __invert__(self):
        return "inv"
    def __lshift__(self, k):
        return "lshift"
    def __bool__(self):
        return any(self.c)
    def __len__(self):
        return len(self.c)
    def __repr__(self):
        return f"V{tuple(self.c)}"
a = V(1, 2)
b = V(3, 4)
keep = a
a += b
out = [a, keep is a, b - V(1, 1), 2 * b, b * 2, b / 2, b // 2, b % 3, b ** 2, -b, +b, abs(V(-1, 2)),
       1 + b, b + 1, b & b, 1 | b, b ^ b, ~b, b << 3, bool(V(0, 0)), len(b), sum([V(1, 1), V(2, 2)], V(0, 0))]
result = [repr(x) for x in out]
""",
    "container_protocols": """
class Bag:
    def __init__(self):
        self.items = {}
    def __getitem__(self, k):
        return self.items[k]
    def __setitem__(self, k, v):
        self.items[k] = v
    def __delitem__(self, k):
        del self.items[k]
    def __contains__(self, k):
        return k in self.items
    def __len__(self):
        return len(self.items)
    def __iter__(self):
        return iter(sorted(self.items))
class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n
class Seq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10
class Adder:
    def __init__(self, k):
        self.k = k
    def __call__(self, x):
        return x + self.k
b = Bag()
b["x"] = 1
b["a"] = 2
b["x"] += 5
del b["a"]
b["z"] = 0
result = [list(b), len(b), "x" in b, "q" in b, b["x"], list(Countdown(4)), list(Seq()), 10 in Seq(),
          list(map(Adder(3), [1, 2])), sorted(Countdown(3)), [*Countdown(2)], dict(zip(Seq(), Countdown(3)))]
""",
    "with_statements": """
log = []
class CM:
    def __init__(self, name, swallow=False):
        self.name = name
        self.swallow = swallow
    def __enter__(self):
        log.append("enter " + self.name)
        return self
    def __exit__(self, et, ev, tb):
        log.append(("exit", self.name, et.__name__ if et else None, str(ev) if ev else None))
        return self.swallow
with CM("a") as a, CM("b") as b:
    log.append(a.name + b.name)
with CM("s", swallow=True):
    raise ValueError("gone")
try:
    with CM("t"):
        raise KeyError("kept")
except KeyError as e:
    log.append(("caught", str(e)))
def early():
    with CM("r"):
        return "returned"
log.append(early())
for i in range(3):
    with CM(str(i)):
        if i == 1:
            continue
        if i == 2:
            break
class Holder:
    pass
h = Holder()
with CM("attr") as h.cm:
    pass
log.append(h.cm.name)
for bad in (1, object()):
    try:
        with bad:
            pass
    except TypeError as e:
        log.append(str(e))
class OnlyEnter:
    def __enter__(self):
        return 1
try:
    with OnlyEnter():
        pass
except TypeError as e:
    log.append(str(e))
result = log
""",
    "contextlib_abc_total_ordering": """
from contextlib import contextmanager, suppress, nullcontext, ExitStack, closing
from abc import ABC, abstractmethod
from functools import total_ordering
log = []
@contextmanager
def tag(name):
    log.append("<" + name)
    try:
        yield name.upper()
    except ZeroDivisionError:
        log.append("handled")
    finally:
        log.append(name + ">")
with tag("a") as t:
    log.append(t)
with tag("z"):
    1 / 0
with suppress(KeyError, IndexError):
    [][1]
with nullcontext("n") as n:
    log.append(n)
with ExitStack() as stack:
    stack.callback(log.append, "callback")
    for name in "xy":
        log.append(stack.enter_context(tag(name)))
class Res:
    def close(self):
        log.append("closed")
with closing(Res()):
    pass
@tag("deco")
def decorated():
    log.append("body")
decorated()
class Shape(ABC):
    @abstractmethod
    def area(self):
        ...
    def describe(self):
        return f"{type(self).__name__} {self.area()}"
class Square(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s * self.s
try:
    Shape()
except TypeError as e:
    log.append(type(e).__name__)
class Half(Shape):
    pass
try:
    Half()
except TypeError:
    log.append("still abstract")
@total_ordering
class Version:
    def __init__(self, *parts):
        self.parts = parts
    def __eq__(self, other):
        return self.parts == other.parts
    def __lt__(self, other):
        return self.parts < other.parts
vs = [Version(1, 2), Version(1, 0), Version(2)]
result = [log, Square(3).describe(), isinstance(Square(1), Shape), [v.parts for v in sorted(vs)],
          Version(1) <= Version(1), Version(2) > Version(1, 9), Version(1) >= Version(2)]
""",
    "type_builtin": """
class A:
    pass
class B(A):
    pass
out = [type(B()) is B, type(B()).__name__, type(1) is int, type("s").__name__, type([]) is list,
       type(None).__name__, type(True) is bool, type(1.5)(2), type(A()) is A]
try:
    raise KeyError(1)
except Exception as e:
    out.append(type(e).__name__)
result = out
""",
    "type_of_dict_views": """
d = {"a": 1, "b": 2}
K, V, I = type(d.keys()), type(d.values()), type(d.items())
out = [K.__name__, V.__name__, I.__name__, type(d.keys()) is K, isinstance(d.items(), I),
       K.isdisjoint(d.keys(), {"c"}), f"{type(d.values())}"]
for T in (K, V, I):
    try:
        T(d)
    except TypeError as e:
        out.append(str(e))
result = out
""",
    "type_of_stand_ins": """
from fractions import Fraction
from decimal import Decimal
import ipaddress
f, d, r, s = Fraction(1, 3), Decimal("1.5"), range(3), slice(1, 2)
result = [type(f).__name__, type(f) is Fraction, repr(type(f)), str(type(f)(2, 4)), type(d) is Decimal,
          str(type(d)("2.5")), type(r) is range, type(r).__name__, list(type(r)(4)), type(range(10**20)) is range,
          type(s) is slice, repr(type(s)), type(ipaddress.ip_network("10.0.0.0/8")).__name__,
          isinstance(f, type(f)), type(r)(2) == range(2)]
""",
    "nested_and_local_classes": """
def make(base):
    class Local:
        offset = base
        values = [base * i for i in range(3)]
        def get(self, x):
            return x + self.offset
    return Local
class Outer:
    class Inner:
        def hi(self):
            return "inner"
    def make_inner(self):
        return self.Inner()
L = make(10)
result = [L().get(1), L.values, Outer().make_inner().hi(), Outer.Inner.__name__, make(1) is make(1)]
""",
    "class_body_logic": """
class Config:
    names = ["a", "b"]
    upper = [n.upper() for n in names]
    total = 0
    for n in range(4):
        total += n
    if total > 3:
        big = True
    else:
        big = False
    lookup = {n: i for i, n in enumerate(names)}
result = [Config.upper, Config.total, Config.big, Config.lookup, Config.n]
""",
    "attribute_errors": """
class A:
    def __init__(self):
        self.x = 1
a = A()
out = []
try:
    a.y
except AttributeError as e:
    out.append(str(e))
try:
    A.z
except AttributeError as e:
    out.append(str(e))
del a.x
try:
    a.x
except AttributeError as e:
    out.append(str(e))
try:
    del a.x
except AttributeError as e:
    out.append(type(e).__name__)
a.y, (a.z, a.w) = 1, (2, 3)
for a.i in range(2):
    pass
out += [a.y, a.z, a.w, a.i]
result = out
""",
    "method_call_forms": """
import math
import functools
class K:
    factor = 3
    def __init__(self):
        self.fn = lambda x: x * 10
    @staticmethod
    def s(x):
        return x + 1
    @classmethod
    def c(cls, x):
        return cls.factor * x
    @property
    def p(self):
        return lambda y: y - 1
    @functools.lru_cache(maxsize=None)
    def cached(self, n):
        return n * n
    def __call__(self, z):
        return ("called", z)
k = K()
m = math
g = (i for i in range(3))
words = []
text = "a-b"
out = [k.fn(2), k.s(1), k.c(2), K.c(3), K.s(4), k.p(5), k.cached(4), k.cached(4), k(1), m.sqrt(16.0),
       next(g), g.send(None), text.split("-"), "{}-{}".format(1, 2), words.append(1), words, math.floor(2.5)]
try:
    k.s(1, 2)
except TypeError as e:
    out.append(str(e))
try:
    k.c()
except TypeError as e:
    out.append(str(e))
try:
    K.cached()
except TypeError as e:
    out.append(type(e).__name__)
result = out
""",
    "instance_counting_loop": """
class Particle:
    def __init__(self, x, v):
        self.x = x
        self.v = v
    def step(self, dt):
        self.x += self.v * dt
        return self
    def energy(self):
        return 0.5 * self.v * self.v
ps = [Particle(i, i % 3 - 1) for i in range(50)]
for _ in range(20):
    for p in ps:
        p.step(0.1)
result = [round(sum(p.x for p in ps), 6), sum(p.energy() for p in ps)]
""",
}


def _native(source: str) -> Any:
    ns: dict[str, Any] = {"__name__": "__main__"}
    exec(compile(source, "main.py", "exec"), ns)
    return ns["result"]


def _guest(source: str) -> Any:
    program = stockade.compile(source + "\nresult\n")
    return stockade.run(program, limits=stockade.Limits(fuel=10_000_000, wall=10.0)).value


def _plain(value: Any) -> Any:
    """What the door would make of a native value (classes never cross)."""
    return value


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_program_matches_cpython(name: str) -> None:
    source = PROGRAMS[name]
    native = _native(source)
    assert _guest(source) == native


def test_guest_instances_never_cross_the_door() -> None:
    program = stockade.compile("class Point:\n    pass\nPoint()\n")
    with pytest.raises(stockade.DoorError, match="guest class 'Point'"):
        stockade.run(program)


def test_guest_exception_escaping_a_run_is_a_guest_error() -> None:
    source = (
        "class Boom(ValueError):\n    def __str__(self):\n        return 'boom ' + self.args[0]\nraise Boom('now')\n"
    )
    with pytest.raises(stockade.GuestError) as info:
        stockade.run(stockade.compile(source))
    assert (info.value.type_name, info.value.message) == ("Boom", "boom now")


def test_guest_str_that_spins_is_replaced_by_a_placeholder() -> None:
    source = "class Boom(Exception):\n    def __str__(self):\n        while True:\n            pass\nraise Boom()\n"
    with pytest.raises(stockade.GuestError) as info:
        stockade.run(stockade.compile(source), limits=stockade.Limits(fuel=20_000))
    assert info.value.type_name == "Boom" and info.value.message == "<message could not be rendered>"


def test_exit_returning_true_cannot_swallow_a_limit() -> None:
    source = (
        "class Swallow:\n    def __enter__(self):\n        return self\n"
        "    def __exit__(self, *exc):\n        return True\n"
        "with Swallow():\n    while True:\n        pass\n'escaped'\n"
    )
    with pytest.raises(stockade.LimitExceeded) as info:
        stockade.run(stockade.compile(source), limits=stockade.Limits(fuel=10_000))
    assert info.value.limit == "fuel"


@pytest.mark.parametrize(
    ("source", "code"),
    [
        ("class A(metaclass=type):\n    pass\n", "STK-V013"),
        ("class A(**{'metaclass': type}):\n    pass\n", "STK-V013"),
        ("class A:\n    def __getattr__(self, n):\n        return 1\n", "STK-V002"),
        ("class A:\n    __init_subclass__ = classmethod(len)\n", "STK-V002"),
        ("class A:\n    async def __init_subclass__(cls):\n        pass\n", "STK-V002"),
        ("def __init_subclass__(cls):\n    pass\n", "STK-V002"),
        ("class A:\n    __new__ = staticmethod(len)\n", "STK-V002"),
        ("class A:\n    pass\nA().__slots__\n", "STK-V002"),
        ("class A:\n    def m(self):\n        self.__class__ = A\n", "STK-V002"),
        ("class A:\n    def m(self):\n        return self.__dict__\n", "STK-V002"),
        ("class A:\n    pass\nA.__subclasses__()\n", "STK-V002"),
        ("class A:\n    pass\nA.__subclasses__\n", "STK-V002"),
        ("class A:\n    pass\nA.__dict__\n", "STK-V002"),
        ("def __getattr__(a, b):\n    return True\n", "STK-V002"),
        ("x = (1).__pow__\n", "STK-V002"),
        ("class A:\n    def m(self):\n        x = self.gi_frame\n", "STK-V003"),
        ("class A:\n    def m(self):\n        self.f_globals = 1\n", "STK-V003"),
        ("import math\nmath.pi = 3\n", "STK-V009"),
    ],
)
def test_refused_at_compile_time(source: str, code: str) -> None:
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile(source)
    assert code in [d.code for d in info.value.diagnostics]


def test_slots_and_matmul_match_cpython() -> None:
    source = """
class P:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __matmul__(self, o):
        return self.x * o.x + self.y * o.y
    def __rmatmul__(self, o):
        return ("r", o)
class Q(P):
    __slots__ = "z"
p = P(1, 2)
out = [p.x, p.y, repr(P.x), p @ P(3, 4), 5 @ p]
for bad in ("p.z = 3", "Q(1, 2).x", "[1] @ [2]", "p @ 1"):
    try:
        if bad == "p.z = 3":
            p.z = 3
        elif bad == "Q(1, 2).x":
            q = Q(1, 2)
            del q.x
            q.x
        elif bad == "[1] @ [2]":
            [1] @ [2]
        else:
            p @ 1
    except (AttributeError, TypeError) as e:
        out.append((type(e).__name__, str(e)))
q = Q(0, 1)
q.z = 9
q @= P(1, 1)
out.append(q)
result = out
"""
    assert _guest(source) == _native(source)


@pytest.mark.parametrize(
    ("slots", "message"),
    [
        ('("__sk_guest__",)', "slot name '__sk_guest__' is not admitted"),
        ('["__getattr__"]', "slot name '__getattr__' is not admitted"),
        ('{"a": "doc"}', "__slots__ must be a string, a tuple or a list"),
    ],
)
def test_slot_names_are_checked_when_the_class_is_built(slots: str, message: str) -> None:
    with pytest.raises(stockade.GuestError) as info:
        stockade.run(stockade.compile(f"class A:\n    __slots__ = {slots}\n"))
    assert info.value.type_name == "TypeError"
    assert message in info.value.message


GETATTR_SOURCE = """
import operator
class P:
    __slots__ = ("x", "y")
    def __init__(self):
        self.x = 1
class E(Exception):
    pass
class Q:
    def __init__(self):
        self.inner = P()
    @property
    def boom(self):
        raise AttributeError("no boom")
    def greet(self, who, punct="!"):
        return "hi " + who + punct
p, q = P(), Q()
out = [getattr(p, "x"), getattr(p, "y", "unset"), hasattr(p, "y"), hasattr(p, "x"), hasattr(p, "z"),
       getattr(q, "boom", "dflt"), hasattr(q, "boom"), hasattr([], "__len__"), hasattr([], "append"),
       hasattr({}, "keys"), hasattr(3, "real"), hasattr("s", "__iter__"), hasattr(E(), "with_traceback"),
       hasattr(q, "__dict__"), getattr("abc", "upper")(), getattr([], "nope", 5),
       operator.attrgetter("inner.x")(q), operator.attrgetter("inner.x", "inner")(q)[0],
       operator.methodcaller("greet", "bo", punct="?")(q), sorted([q, q], key=operator.attrgetter("inner.x")) == [q, q]]
for bad in [(p,), (p, 1), (p, "x", 1, 2)]:
    try:
        getattr(*bad)
    except TypeError as e:
        out.append(str(e))
try:
    getattr(p, "nope")
except AttributeError as e:
    out.append(str(e))
result = out
"""


def test_getattr_hasattr_attrgetter_methodcaller_match_cpython() -> None:
    assert _guest(GETATTR_SOURCE) == _native(GETATTR_SOURCE)


def test_program_defined_attribute_names_pass_the_verifier() -> None:
    source = "class A:\n    def __init__(self):\n        self.frobnicate = 1\nA().frobnicate\n"
    assert stockade.run(stockade.compile(source)).value == 1


@pytest.mark.parametrize(
    ("source", "type_name"),
    [
        ("B = [int][0]\nclass A(B):\n    pass\n", "TypeError"),  # a base the verifier cannot see
        ("B = (set,)[0]\nclass A(B):\n    pass\n", "TypeError"),
        ("B = [type][0]\nclass A(B):\n    pass\n", "TypeError"),
        ("import collections\nB = [collections.ChainMap][0]\nclass A(B):\n    pass\n", "TypeError"),
        ("x = 1\nx.y = 2\n", "AttributeError"),
        ("sorted.cache = {}\n", "AttributeError"),  # a runtime function (the program's own take attributes)
        ("class A:\n    pass\nA.mro\n", "AttributeError"),
        ("from abc import ABC\nclass A(ABC):\n    pass\nA.register\n", "AttributeError"),
        ("from abc import ABC\nclass A(ABC):\n    pass\nA()._abc_impl\n", "AttributeError"),
        ("class E(Exception):\n    pass\nE().with_traceback\n", "AttributeError"),
        ("class E(Exception):\n    pass\nE().with_traceback = 1\n", "AttributeError"),
        ("def f():\n    pass\ntype(f)\n", "TypeError"),
        ("type('X', (), {})\n", "TypeError"),
        ("class A:\n    pass\nsuper(int, 1)\n", "TypeError"),
        ("class A:\n    pass\nsuper(A)\n", "TypeError"),
        ("class A:\n    pass\nsuper(A, A()).x\n", "AttributeError"),
        ("class A:\n    @property\n    def p(self):\n        return 1\nA.p.fget\n", "AttributeError"),
        ("class A:\n    def m(self):\n        pass\ntype(A().m)\n", "TypeError"),
        ("type({}.keys()).mapping\n", "AttributeError"),
        ("type(iter({}.keys()))\n", "TypeError"),
    ],
)
def test_refused_at_run_time(source: str, type_name: str) -> None:
    # The program defines these names itself, so the verifier lets the reads through and
    # the run-time guard is what refuses them.
    names = "mro register _abc_impl with_traceback x fget mapping"
    source = "class Z:\n    def __init__(self):\n" + "".join(f"        self.{n} = 1\n" for n in names.split()) + source
    try:
        program = stockade.compile(source)
    except stockade.CompileError as e:  # pragma: no cover - shows the diagnostic
        raise AssertionError(e) from None
    with pytest.raises(stockade.GuestError) as info:
        stockade.run(program)
    assert info.value.type_name == type_name, info.value.message


def test_guest_classes_are_fresh_in_every_run() -> None:
    program = stockade.compile("class A:\n    n = 0\nA.n += 1\nA.n\n")
    assert [stockade.run(program).value for _ in range(3)] == [1, 1, 1]


def test_class_attribute_reads_are_fast_in_c() -> None:
    # The C guard reads guest instance attributes without the Python slow path.
    from stockade._runtime import guards

    program = stockade.compile("class A:\n    def __init__(self):\n        self.x = 1\nA()\n")
    assert program is not None
    assert guards.ga is not guards._ga_slow_entry
    assert sys.version_info >= (3, 11)


def test_generator_left_in_a_handler_after_a_limit_closes_quietly() -> None:
    # The contextmanager's generator is suspended at its yield when the fuel limit trips;
    # it is finalised after the run, sees the run ended, and closes without an
    # unraisable exception reaching the host.
    import gc

    seen: list[object] = []
    old = sys.unraisablehook
    sys.unraisablehook = seen.append
    try:
        source = (
            "from contextlib import contextmanager\n@contextmanager\ndef cm():\n    try:\n        yield\n"
            "    except BaseException:\n        pass\nwith cm():\n    while True:\n        pass\n"
        )
        with pytest.raises(stockade.LimitExceeded):
            stockade.run(stockade.compile(source), limits=stockade.Limits(fuel=10_000))
        gc.collect()
    finally:
        sys.unraisablehook = old
    assert seen == []


def test_format_dunder_runs_as_cpython() -> None:
    source = (
        "class Money:\n"
        "    def __init__(self, cents):\n"
        "        self.cents = cents\n"
        "    def __format__(self, spec):\n"
        "        if spec.endswith('$'):\n"
        "            return format(self.cents / 100, spec[:-1]) + ' USD'\n"
        "        return super().__format__(spec)\n"
        "    def __str__(self):\n"
        "        return f'{self.cents}c'\n"
        "m = Money(12345)\n"
        "[f'{m:,.2f$}', f'{m}', '{0:>8.1f$}'.format(m), format(m, ''), f'{m!s:>8}']\n"
    )
    want: dict[str, object] = {}
    exec(source.replace("[f'{m:", "result = [f'{m:"), want)
    assert stockade.eval(source) == want["result"]
    with pytest.raises(stockade.GuestError) as info:
        stockade.eval(source.replace("[f'{m:,.2f$}'", "[f'{m:x}'"))
    assert info.value.type_name == "TypeError"  # object.__format__ refuses a non-empty spec


@pytest.mark.parametrize(
    ("source", "named"),
    [
        ("class A(int):\n    pass\n", "'int'"),
        ("class A(set):\n    pass\n", "'set'"),
        ("class A(type):\n    pass\n", "'type'"),
        ("import collections\nclass A(collections.ChainMap):\n    pass\n", "'collections.ChainMap'"),
        ("import collections as c\nclass A(c.deque):\n    pass\n", "'collections.deque'"),
        ("from collections import deque as D\nclass A(D):\n    pass\n", "'deque'"),
        ("class A(object, tuple):\n    pass\n", "'tuple'"),
    ],
)
def test_a_visible_base_that_is_not_admitted_is_refused_at_compile_time(source: str, named: str) -> None:
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile(source)
    [diag] = info.value.diagnostics
    assert diag.code == "STK-V013"
    assert f"{named} is not admitted as a base class" in diag.message


@pytest.mark.parametrize(
    "source",
    [
        "from enum import Enum\nclass C(str, Enum):\n    A = 'a'\nC.A.value",
        "list = object\nclass A(list):\n    pass\ntype(A()).__name__",  # a rebound builtin name is the program's
        "import json\nclass E(json.JSONEncoder):\n    pass\nE().encode([1])",
    ],
)
def test_admitted_or_rebound_bases_compile(source: str) -> None:
    stockade.run(stockade.compile(source))
