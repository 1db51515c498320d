"""vars(x) and x.__dict__ where the dict is read at once (compiler/dict_reads.py): the
same values and output as CPython; kept or passed around, or on a class, refused at
compile time; update writes through under the attribute store's rules."""

from __future__ import annotations

import pytest

import stockade
from stdlib_diff import guest_error, same

PROGRAM = """
import json, pprint
from dataclasses import dataclass
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        fields = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"Point({fields})"
    def to_dict(self):
        return dict(self.__dict__)
    def update(self, **kw):
        self.__dict__.update(kw)
@dataclass(frozen=True)
class Frozen:
    a: int
    b: str = "z"
p = Point(1, 2)
print(p, p.to_dict(), json.dumps(p.__dict__), len(vars(p)), "x" in vars(p), "q" not in p.__dict__)
p.update(z=3, x=10)
print(p, p.z, sorted(vars(p)), {**vars(p), "w": 0}, list(vars(p).keys()), vars(p).get("y"), vars(p).copy())
f = Frozen(1)
f.__dict__.update(a=5)
print(f, f"{vars(f)}", pprint.pformat(vars(f)), [*vars(p)], str(vars(p)), repr(p.__dict__))
def g(**kw): return kw
print(g(**vars(p)), max(vars(p)), sum(vars(p).values()))
def fn(): pass
fn.tag = 1
print(vars(fn))
errs = []
for target in (1, "s", [1]):
    try:
        vars(target)
    except TypeError as e:
        errs.append(str(e))
    try:
        print(target.__dict__.get("x"))
    except AttributeError as e:
        errs.append(str(e))
class S:
    __slots__ = ("a",)
try:
    vars(S())
except TypeError as e:
    errs.append(str(e))
errs
"""


MEMO = """
import functools
def memo_method(fn):
    attr = f"_memo_{fn.__name__}"
    @functools.wraps(fn)
    def wrapper(self, *args):
        memo = self.__dict__.setdefault(attr, {})
        if args not in memo:
            memo[args] = fn(self, *args)
        return memo[args]
    return wrapper
class Calc:
    def __init__(self, **kw):
        for k, v in kw.items():
            self.__dict__[k] = v
    @memo_method
    def square(self, n):
        print("computing", n)
        return n * n
c = Calc(a=1, b=2)
print(c.square(3), c.square(3), c.a, c.__dict__["b"], sorted(vars(c)))
del c.__dict__["a"]
print(hasattr(c, "a"), c.__dict__.pop("b"), c.__dict__.pop("zz", "none"), sorted(c.__dict__), c._memo_square)
errs = []
try:
    c.__dict__.pop("nope")
except KeyError as e:
    errs.append(repr(e))
try:
    del c.__dict__["nope"]
except KeyError as e:
    errs.append(repr(e))
errs
"""


def test_read_at_once_matches_cpython() -> None:
    same(PROGRAM.strip())


def test_subscripts_setdefault_and_pop_write_through() -> None:
    same(MEMO.strip())
    for bad in ("c.__dict__['__class__'] = int", "c.__dict__.setdefault('__reduce_ex__', print)", "del c.__dict__['__init__']"):
        err = guest_error(f"class C:\n    pass\nc = C()\n{bad}\nNone")
        assert err.type_name == "AttributeError", bad


def _codes(source: str) -> list[str]:
    try:
        stockade.compile(source)
    except stockade.CompileError as e:
        return [d.code for d in e.diagnostics]
    return []


@pytest.mark.parametrize(
    "use",
    [
        "for k, v in vars(p).items():\n    print(k, v)",
        "print([k for k in p.__dict__])",
        "print('x' in vars(p), 'y' not in p.__dict__)",
        "print(dict(vars(p)), sorted(p.__dict__), len(vars(p)), list(vars(p).values()))",
        "print({**vars(p)}, f'{p.__dict__}', vars(p).get('x'), vars(p).copy())",
        "import json\nprint(json.dumps(vars(p)))",
        "from json import dumps as d\nprint(d(p.__dict__))",
        "import pprint\npprint.pprint(vars(p))",
        "vars(p).update(y=2)",
        "p.__dict__.update({'y': 2})",
        "vars(p)",  # not the last statement: dropped
    ],
)
def test_admitted_sites(use: str) -> None:
    source = f"class P:\n    def __init__(self):\n        self.x = 1\np = P()\n{use}\nNone\n"
    assert _codes(source) == []
    same(source.strip())


@pytest.mark.parametrize(
    ("use", "code"),
    [
        ("d = vars(p)", "STK-V011"),
        ("d = p.__dict__", "STK-V002"),
        ("def f():\n    return p.__dict__", "STK-V002"),
        ("keys = vars(p).keys()", "STK-V011"),  # the view outlives the line
        ("g = vars", "STK-V011"),
        ("print(vars())", "STK-V011"),
        ("print(list(vars(P)))", "STK-V011"),
        ("print(list(P.__dict__))", "STK-V002"),
        ("print(list(type(p).__dict__))", "STK-V002"),
        ("print(list(p.__class__.__dict__))", "STK-V002"),
        ("def list(x):\n    return x\nprint(list(vars(p)))", "STK-V011"),  # a rebound reader keeps it
        ("import json\njson = 1\nprint(json.dumps(vars(p)))", "STK-V011"),
        ("vars(p).popitem()", "STK-V011"),
        ("v = p.__dict__['x'], vars(p)", "STK-V011"),
    ],
)
def test_refused_sites(use: str, code: str) -> None:
    source = f"class P:\n    def __init__(self):\n        self.x = 1\np = P()\n{use}\nNone\n"
    assert code in _codes(source)


def test_the_last_expression_of_a_script_is_admitted_but_not_a_kept_display() -> None:
    # the door copies the result out at once; a display kept in a name is not a result
    assert _codes("class P:\n    pass\nvars(P())\n") == []
    assert _codes("class P:\n    pass\n{'p': vars(P()), 'n': 1}\n") == []
    assert "STK-V011" in _codes("class P:\n    pass\nkept = [vars(P())]\nkept\n")


@pytest.mark.parametrize(
    ("target", "message"),
    [
        ("import enum\nclass C(enum.Enum):\n    A = 1\nt = C.A", "enum"),
        ("import json\nclass E(json.JSONEncoder):\n    pass\nt = E()", "JSONEncoder"),
        ("import math\nt = math", "module"),
        ("import textwrap\nt = textwrap.dedent", "function"),
    ],
)
def test_other_objects_are_refused_at_run_time(target: str, message: str) -> None:
    err = guest_error(f"{target}\nprint(list(vars(t)))")
    assert err.type_name == "TypeError"
    assert "not available in Stockade" in err.message


def test_vars_of_a_builtin_function_is_cpythons_error() -> None:
    # print is a builtin in CPython, and what the guest holds has no __dict__ either
    err = guest_error("print(list(vars(print)))")
    assert (err.type_name, err.message.split(" at ")[0]) == ("TypeError", "vars() argument must have __dict__ attribute")


def test_update_writes_through_under_the_store_rules() -> None:
    same(
        "class P:\n    @property\n    def y(self):\n        return 'prop'\np = P()\n"
        "p.__dict__.update([('x', 1)], y=2)\n(p.x, p.y, dict(vars(p)))"
    )
    for bad in ("{'__class__': int}", "{1: 2}", "{'__reduce_ex__': print}"):
        err = guest_error(f"class P:\n    pass\np = P()\np.__dict__.update({bad})\nNone")
        assert err.type_name in ("AttributeError", "TypeError")


def test_reading_the_dict_is_charged_per_attribute() -> None:
    source = (
        "class P:\n    pass\np = P()\nfor i in range(2000):\n    setattr(p, 'a' + str(i), i)\n"
        "n = 0\nwhile True:\n    n += len(vars(p))\n"
    )
    with pytest.raises(stockade.LimitExceeded) as info:
        stockade.run(stockade.compile(source), limits=stockade.Limits(fuel=300_000))
    assert info.value.limit == "fuel"
