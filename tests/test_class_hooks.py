"""Class-creation hooks (``__init_subclass__``, class keywords, ``__set_name__``), the
descriptor protocol (``__get__``/``__set__``/``__delete__``) and ``__new__`` on guest classes: each program
runs under Stockade and under plain CPython and the outcomes must be identical; the
refusals are checked for their codes and messages."""

from __future__ import annotations

import ast
from typing import Any

import pytest

import stockade
from stockade._compiler.lower import lower
from stockade._compiler.parse import parse

PROGRAMS: dict[str, str] = {
    "plugin_registry_with_keywords": """
REG = {}
class Plugin:
    def __init_subclass__(cls, /, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        REG[name or cls.__name__.lower()] = cls
class Upper(Plugin, name="up"):
    def run(self, s):
        return s.upper()
class Reverse(Plugin):
    def run(self, s):
        return s[::-1]
class Twice(Reverse):
    pass
result = [sorted(REG), REG["up"]().run("ab"), REG["twice"]().run("ab")]
""",
    "keywords_without_a_hook": """
out = []
class Plain:
    pass
try:
    class P(Plain, key=1):
        pass
except TypeError as e:
    out.append(str(e))
try:
    class Q(key=1):
        pass
except TypeError as e:
    out.append(str(e))
result = out
""",
    "hook_rejects_an_unknown_keyword": """
class Base:
    def __init_subclass__(cls, *, size):
        cls.size = size
class A(Base, size=3):
    pass
out = [A.size]
try:
    class C(Base):
        pass
except TypeError as e:
    out.append(str(e))
try:
    class D(Base, size=1, other=2):
        pass
except TypeError as e:
    out.append(str(e))
result = out
""",
    "cooperative_hooks_follow_the_mro": """
calls = []
class A:
    def __init_subclass__(cls, **kw):
        calls.append(("A", cls.__name__, sorted(kw)))
        super().__init_subclass__(**kw)
class B:
    def __init_subclass__(cls, flag=False, **kw):
        calls.append(("B", cls.__name__, flag))
        super().__init_subclass__(**kw)
class C(A, B, flag=True):
    pass
class D(C):
    pass
try:
    class E(A, extra=1):
        pass
except TypeError as e:
    calls.append(str(e))
result = calls
""",
    "hook_is_a_classmethod_and_keeps_its_name": """
class Base:
    @classmethod
    def __init_subclass__(cls, **kw):
        cls.made = cls.__name__
class S(Base):
    pass
out = [S.made]
class Strict:
    def __init_subclass__(cls):
        pass
try:
    class T(Strict, a=1):
        pass
except TypeError as e:
    out.append(str(e))
result = out
""",
    "hook_errors_propagate": """
out = []
class Abstract:
    required = ()
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        missing = [n for n in cls.required if not hasattr(cls, n)]
        if missing:
            raise TypeError(f"{cls.__name__} lacks {missing}")
class Shape(Abstract):
    required = ("area",)
    def area(self):
        return 0
try:
    class Bad(Shape):
        area = None
        required = ("area", "perimeter")
except TypeError as e:
    out.append(str(e))
class Good(Shape):
    pass
out.append(Good().area())
result = out
""",
    "abc_registry": """
from abc import ABC, abstractmethod
class Shape(ABC):
    kinds = []
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        Shape.kinds.append(cls.__name__)
    @abstractmethod
    def area(self):
        ...
class Sq(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
out = [Shape.kinds, Sq(3).area()]
try:
    Shape()
except TypeError as e:
    out.append(str(e))
result = out
""",
    "exception_hierarchy_registry": """
CODES = {}
class AppError(Exception):
    def __init_subclass__(cls, code, **kw):
        super().__init_subclass__(**kw)
        cls.code = code
        CODES[code] = cls
class NotFound(AppError, code=404):
    pass
class Denied(AppError, code=403):
    pass
try:
    raise CODES[404]("nope")
except AppError as e:
    result = [type(e).__name__, e.code, str(e), sorted(CODES)]
""",
    "set_name_in_body_order_before_init_subclass": """
log = []
class Field:
    def __set_name__(self, owner, name):
        log.append(("set_name", owner.__name__, name))
        self.name = name
class Base:
    def __init_subclass__(cls, **kw):
        log.append(("init_subclass", cls.__name__))
class Model(Base):
    b = Field()
    a = Field()
    def m(self):
        pass
    c = Field()
result = log
""",
    "set_name_error": """
class Field:
    def __set_name__(self, owner, name):
        if name.startswith("_"):
            raise ValueError(f"private field {name}")
try:
    class M:
        ok = Field()
        _bad = Field()
except Exception as e:
    result = [type(e).__name__, str(e), getattr(e, "__notes__", None), repr(e.__cause__)]
""",
    "validators_from_the_descriptor_howto": """
class Validator:
    def __set_name__(self, owner, name):
        self.private_name = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private_name)
    def __set__(self, obj, value):
        self.validate(value)
        setattr(obj, self.private_name, value)
class OneOf(Validator):
    def __init__(self, *options):
        self.options = set(options)
    def validate(self, value):
        if value not in self.options:
            raise ValueError(f"Expected {value!r} to be one of {sorted(self.options)!r}")
class Number(Validator):
    def __init__(self, minvalue=None):
        self.minvalue = minvalue
    def validate(self, value):
        if not isinstance(value, (int, float)):
            raise TypeError(f"Expected {value!r} to be an int or float")
        if self.minvalue is not None and value < self.minvalue:
            raise ValueError(f"Expected {value!r} to be at least {self.minvalue!r}")
class Component:
    kind = OneOf("wood", "metal")
    quantity = Number(minvalue=0)
    def __init__(self, kind, quantity):
        self.kind = kind
        self.quantity = quantity
out = []
c = Component("wood", 5)
out.append((c.kind, c.quantity, c._kind, type(Component.kind).__name__))
for args in (("plastic", 1), ("metal", -1), ("metal", "x")):
    try:
        Component(*args)
    except (TypeError, ValueError) as e:
        out.append((type(e).__name__, str(e)))
result = out
""",
    "data_and_non_data_precedence": """
log = []
class Data:
    def __get__(self, obj, owner=None):
        log.append(("get", obj is None, owner.__name__))
        return 1
    def __set__(self, obj, value):
        log.append(("set", value))
    def __delete__(self, obj):
        log.append(("delete",))
class NonData:
    def __get__(self, obj, owner=None):
        return "class-level"
class A:
    d = Data()
    n = NonData()
class B(A):
    def via_super(self):
        return super().d
a = B()
a.n = "own"
out = [a.n, B.n, a.d, B.d, a.via_super()]
a.d = 5
del a.d
out.append(a.d)
try:
    del a.n
    del a.n
except AttributeError as e:
    out.append(str(e))
out.append(a.n)
result = [out, log]
""",
    "set_only_descriptor": """
class WriteOnly:
    def __set__(self, obj, value):
        obj.seen = value
class A:
    w = WriteOnly()
a = A()
a.w = 3
result = [a.seen, type(a.w).__name__]
""",
    "descriptor_in_a_classmethod_and_bound_methods": """
class Const:
    def __init__(self, v):
        self.v = v
    def __get__(self, obj, owner=None):
        return (self.v, owner.__name__)
class Caller:
    def __call__(self, *a):
        return len(a)
    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        return lambda *a: self(obj, *a)
class A:
    k = Const(4)
    call = Caller()
class B(A):
    pass
result = [A.k, B().k, B().call(1, 2), type(A.call).__name__]
""",
    "lazy_property_non_data_descriptor": """
class lazy:
    def __init__(self, fn):
        self.fn = fn
    def __set_name__(self, owner, name):
        self.name = name
    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        value = self.fn(obj)
        setattr(obj, self.name, value)
        return value
calls = []
class Report:
    def __init__(self, rows):
        self.rows = rows
    @lazy
    def total(self):
        calls.append(1)
        return sum(self.rows)
r = Report([1, 2, 3])
result = [r.total, r.total, len(calls), Report.total.name]
""",
    "singleton_and_cache_with_new": """
log = []
class Config:
    _instance = None
    def __new__(cls, *args, **kwargs):
        if cls._instance is None:
            log.append("new")
            cls._instance = super().__new__(cls)
        return cls._instance
    def __init__(self, name="default"):
        log.append(("init", name))
        self.name = name
a, b = Config("x"), Config("y")
class Interned:
    _pool = {}
    def __new__(cls, key):
        if key not in cls._pool:
            obj = object.__new__(cls)
            obj.key = key
            cls._pool[key] = obj
        return cls._pool[key]
class Child(Interned):
    pass
result = [a is b, a.name, log, Interned("k") is Interned("k"), Child("k") is Interned("k"), len(Interned._pool)]
""",
    "new_result_decides_init": """
log = []
class Maybe:
    def __new__(cls, v):
        if v is None:
            return 0
        if v == "other":
            return Other()
        return super().__new__(cls)
    def __init__(self, v):
        log.append(("Maybe.__init__", v))
        self.v = v
class Other:
    def __init__(self):
        log.append("Other.__init__")
class Sub(Maybe):
    pass
out = [Maybe(None), type(Maybe("other")).__name__, Maybe(1).v, type(Sub(2)).__name__, Sub.__new__(Sub, 5).__class__.__name__]
result = [out, log]
""",
    "new_argument_errors_are_cpythons": """
out = []
class Plain:
    pass
class WithInit:
    def __init__(self, a):
        self.a = a
class Exc(ValueError):
    def __new__(cls, *args):
        self = super().__new__(cls, *args)
        self.extra = len(args)
        return self
for call in (lambda: object.__new__(Plain, 1), lambda: Plain.__new__(), lambda: object.__new__(5),
             lambda: object.__new__(Exc), lambda: Plain(1)):
    try:
        call()
        out.append("ok")
    except TypeError as e:
        out.append(str(e))
w = object.__new__(WithInit, 1, 2)
e = Exc("bad", 2)
out += [type(w).__name__, e.args, e.extra, str(e)]
result = out
""",
}


def _native(source: str) -> Any:
    ns: dict[str, Any] = {"__name__": "__main__"}
    exec(compile(source, "main.py", "exec"), ns)
    return ns["result"]


def _guest(source: str) -> Any:
    program = stockade.compile(source + "\nresult\n")
    return stockade.run(program, limits=stockade.Limits(fuel=10_000_000, wall=10.0)).value


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_program_matches_cpython(name: str) -> None:
    source = PROGRAMS[name]
    assert _guest(source) == _native(source)


@pytest.mark.parametrize(
    ("source", "code", "words"),
    [
        ("class A(metaclass=type):\n    pass\n", "STK-V013", "'metaclass='"),
        ("class A(x=1, **{'metaclass': type}):\n    pass\n", "STK-V013", "'**'"),
        ("from enum import Enum\nclass E(Enum, x=1):\n    A = 1\n", "STK-V013", "enum"),
        ("from typing import NamedTuple\nclass P(NamedTuple, x=1):\n    a: int\n", "STK-V013", "NamedTuple"),
        ("class A:\n    __init_subclass__ = classmethod(len)\n", "STK-V002", "def"),
        ("class A:\n    __set_name__ = len\n", "STK-V002", "def"),
        ("class A:\n    async def __init_subclass__(cls):\n        pass\n", "STK-V002", "def"),
        ("def __init_subclass__(cls):\n    pass\n", "STK-V002", "class body"),
        ("class A:\n    def m(self):\n        def __set_name__(o, n):\n            pass\n", "STK-V002", "class body"),
        ("class A:\n    def __set_name__(self, o, n):\n        pass\nA().__set_name__(A, 'x')\n", "STK-V002", "def"),
        ("from enum import Enum\nclass E(Enum):\n    def __init_subclass__(cls):\n        pass\n", "STK-V002", "enum"),
        ("from enum import Enum\nclass E(Enum):\n    def __new__(cls, v):\n        pass\n", "STK-V002", "enum"),
        ("from enum import Enum\nclass E(Enum):\n    def __get__(self, o, t):\n        pass\n", "STK-V002", "enum"),
        ("class A:\n    __new__ = staticmethod(len)\n", "STK-V002", "def"),
        ("int.__new__(int)\n", "STK-V002", "'__new__'"),
    ],
)
def test_refused_at_compile_time(source: str, code: str, words: str) -> None:
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile(source)
    found = [d for d in info.value.diagnostics if d.code == code]
    assert found and any(words in d.message for d in found), info.value.diagnostics


def test_the_hooks_are_moved_out_of_cpythons_reach() -> None:
    tree, _ = parse("class A:\n    def __init_subclass__(cls):\n        pass\n", "m.py")
    assert tree is not None
    out = lower(tree, {}, script=True)
    (cls,) = [n for n in ast.walk(out) if isinstance(n, ast.ClassDef)]
    stored = [t.id for n in cls.body if isinstance(n, ast.Assign) for t in n.targets if isinstance(t, ast.Name)]
    deleted = [t.id for n in cls.body if isinstance(n, ast.Delete) for t in n.targets if isinstance(t, ast.Name)]
    assert stored == ["__sk_init_subclass__"] and deleted == ["__init_subclass__"]


@pytest.mark.parametrize(
    ("source", "error", "words"),
    [
        # a mixin hook would run amid EnumType's construction: refused when the class is made
        (
            "from enum import Enum\nclass M:\n    def __init_subclass__(cls):\n        pass\n"
            "class E(M, Enum):\n    A = 1\n",
            "TypeError",
            "enum class",
        ),
        (
            "from enum import Enum\nclass F:\n    def __set_name__(self, o, n):\n        pass\n"
            "    def __get__(self, o, t=None):\n        return 1\n"
            "class E(Enum):\n    A = 1\n    f = F()\n",
            "TypeError",
            "enum class",
        ),
        ("class A:\n    pass\nA.__init_subclass__\n", "AttributeError", "available in Stockade"),
        (
            "class A:\n    def __init_subclass__(cls):\n        pass\nsuper(int, bool).__init_subclass__()\n",
            "TypeError",
            "super()",
        ),
        ("class A:\n    pass\nsetattr(A, '__init_subclass__', 1)\n", "AttributeError", "cannot be set"),
        ("class A:\n    pass\nobject.__new__(dict)\n", "TypeError", "__new__(dict) is not admitted"),
        ("class A:\n    pass\nException.__new__(KeyError)\n", "TypeError", "__new__(KeyError) is not admitted"),
        ("class A:\n    pass\nint.__new__(A)\n", "AttributeError", "available in Stockade"),
        (
            "class A:\n    def __new__(cls, k):\n        return super().__new__(k)\nA(list)\n",
            "TypeError",
            "__new__(list) is not admitted",
        ),
        (
            "from enum import Enum\nclass E(Enum):\n    A = 1\nE.__new__(E, 1)\n",
            "AttributeError",
            "available in Stockade",
        ),
        ("class A:\n    pass\nA().__new__(A).__new__(set)\n", "TypeError", "__new__(set) is not admitted"),
    ],
)
def test_refused_at_run_time(source: str, error: str, words: str) -> None:
    with pytest.raises(stockade.GuestError) as info:
        stockade.run(stockade.compile(source))
    assert info.value.type_name == error and words in info.value.message, info.value.message


def test_a_hook_only_ever_sees_a_registered_class() -> None:
    source = """
seen = []
class Field:
    def __set_name__(self, owner, name):
        seen.append(type(owner()).__name__)
class Base:
    def __init_subclass__(cls, **kw):
        seen.append(type(cls()).__name__)
        cls.extra = 1
class Leaf(Base):
    f = Field()
seen + [Leaf.extra]
"""
    assert stockade.run(stockade.compile(source)).value == ["Leaf", "Leaf", 1]
