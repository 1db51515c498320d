"""functools.singledispatch and singledispatchmethod give CPython's results and errors:
explicit, annotation-based and union registration, dispatch over guest class MROs,
stand-in classes (Fraction), the registry view, and the refusals."""

from __future__ import annotations

import pytest

import stockade
from stdlib_diff import cpython_outcome as cpython
from stdlib_diff import guest_outcome as guest

PRELUDE = """from functools import singledispatch, singledispatchmethod
from fractions import Fraction
@singledispatch
def f(x):
    return "obj"
@f.register
def _(x: int):
    return "int"
@f.register(str)
def _(x):
    return "str"
def on_list(x):
    return "list"
f.register(list, on_list)
class A:
    pass
class B(A):
    pass
class C:
    pass
class D(B, C):
    pass
@f.register
def _(x: A):
    return "A"
@f.register
def _(x: C):
    return "C"
@f.register
def _(x: float | None):
    return "float|None"
@f.register
def _(x: Fraction):
    return "Fraction"
"""

CASES = [
    "[f(1), f(True), f('s'), f([]), f(()), f(2.0), f(None), f(B()), f(D()), f(C())]",
    "f(Fraction(1, 3))",
    "f.dispatch(Fraction) is f.dispatch(type(Fraction(1, 2)))",
    "f.dispatch(bool) is f.dispatch(int)",
    "f.dispatch(object) is f.registry[object]",
    "sorted(k.__name__ for k in f.registry)",
    "f.registry[list] is on_list",
    "len(f.registry)",
    "f.__name__",
    "f()",
    "f.dispatch(5)",
    "f.register(5, on_list)",
    "f.register(5)",
    "f.registry.copy()[str]('x')",
    "try:\n    f.registry[int] = on_list\nexcept TypeError as e:\n    m = str(e)\nm",
]


@pytest.mark.parametrize("expr", CASES)
def test_singledispatch_matches_cpython(expr: str) -> None:
    source = PRELUDE + expr
    assert guest(source) == cpython(source)


MORE = [
    # an unannotated function: CPython's message names it (its repr has an address)
    "@singledispatch\ndef g(x):\n    return 0\ntry:\n    @g.register\n    def h(x):\n        return 1\n"
    "except TypeError as e:\n    m = str(e)\nm.split(':')[0]",
    # the first annotation wins, in parameter order, then the return
    "@singledispatch\ndef g(x, y):\n    return 0\n@g.register\ndef _(x, y: str) -> int:\n    return 1\n"
    "[g(1, 2), g('a', 2), sorted(k.__name__ for k in g.registry)]",
    "@singledispatch\ndef g(x):\n    return 0\n@g.register\ndef _(x) -> int:\n    return 1\n[g(1), g('a')]",
    # CPython's __annotations__ order: ordinary parameters before positional-only ones
    "@singledispatch\ndef g(x, y):\n    return 0\n@g.register\ndef _(x: int, /, y: str):\n    return 1\n"
    "[g(1, 2), g('a', 2), sorted(k.__name__ for k in g.registry)]",
    "@singledispatch\ndef g(*x):\n    return 0\n@g.register\ndef _(*x: int, **k: str):\n    return 1\n[g(1), g('a')]",
    "@singledispatch\ndef g(x):\n    return 0\n@g.register\ndef _(x: 5):\n    return 1\ng(1)",
    "from typing import List\n@singledispatch\ndef g(x):\n    return 0\n@g.register\ndef _(x: List[int]):\n"
    "    return 1\ng(1)",
    "@singledispatch\ndef g(x):\n    return 0\n@g.register\ndef _(x: int | str):\n    return 1\n[g(1), g('a'), g(1.0)]",
    # decorator-time evaluation of the annotation: a NameError, as in CPython
    "@singledispatch\ndef g(x):\n    return 0\ntry:\n    @g.register\n    def _(x: Missing):\n        return 1\n"
    "except NameError as e:\n    m = str(e)\nm",
    # later registrations replace earlier ones; keyword arguments pass through
    "@singledispatch\ndef g(x, *, k=1):\n    return k\n@g.register(int)\ndef _(x, *, k=2):\n    return k * 10\n"
    "@g.register(int)\ndef _(x, *, k=3):\n    return k * 100\n[g(1), g(1, k=5), g('a', k=7)]",
    # ambiguity between unrelated bases resolves by the MRO, as CPython's C3 does
    "class P:\n    pass\nclass Q:\n    pass\nclass R(P, Q):\n    pass\n@singledispatch\ndef g(x):\n    return 0\n"
    "g.register(Q, lambda x: 'Q')\ng.register(P, lambda x: 'P')\ng(R())",
    # a singledispatch function in a class body binds like a function
    "class K:\n    @singledispatch\n    def m(self):\n        return 'base'\n"
    "K.m.register(K, lambda self: 'K')\nK().m()",
    # singledispatchmethod
    "class S:\n    @singledispatchmethod\n    def area(self, arg):\n        return 'generic'\n"
    "    @area.register\n    def _(self, arg: int):\n        return arg * 2\n"
    "    @area.register(str)\n    def _(self, arg):\n        return arg + '!'\n"
    "s = S()\n[s.area(3), s.area('x'), s.area(1.5), s.area.__name__]",
    "class S:\n    @singledispatchmethod\n    def area(self, arg):\n        return 'generic'\nS().area()",
    "singledispatchmethod(5)",
]


@pytest.mark.parametrize("source", MORE)
def test_singledispatch_more_matches_cpython(source: str) -> None:
    source = PRELUDE + source
    assert guest(source) == cpython(source)


def test_typing_union_is_refused_with_a_hint() -> None:
    src = PRELUDE + "from typing import Optional\n@singledispatch\ndef g(x):\n    return 0\n"
    src += "@g.register\ndef _(x: Optional[int]):\n    return 1\n1"
    out = guest(src)
    assert out[0] == "TypeError" and "write the union with |" in out[1]


def test_string_annotation_on_register_is_refused() -> None:
    src = "from functools import singledispatch\n@singledispatch\ndef g(x):\n    return 0\n"
    src += "@g.register\ndef _(x: 'int'):\n    return 1\n"
    with pytest.raises(stockade.CompileError) as e:
        stockade.compile(src)
    assert [d.code for d in e.value.diagnostics] == ["STK-V001"]
    assert "@f.register(Circle)" in e.value.diagnostics[0].message


def test_only_the_register_annotation_is_evaluated_when_annotations_are_deferred() -> None:
    # with the future import, annotations of other functions stay stripped (never evaluated)
    src = "from __future__ import annotations\ndef g(x: Missing) -> AlsoMissing:\n    return x\ng(1)"
    assert guest(src) == 1


def test_protocols_and_abc_keys_dispatch_as_in_cpython() -> None:
    # Stockade's protocols derive abc.ABC and refuse subclass checks; CPython's functools is
    # let through those checks, so dispatch must not depend on them.
    src = (
        "import abc\nfrom functools import singledispatch\nfrom typing import Protocol\n"
        "class Shape(Protocol):\n    def area(self) -> float: ...\n"
        "class Base(abc.ABC):\n    pass\nclass Sq(Base):\n    pass\n"
        "@singledispatch\ndef f(x):\n    return 'obj'\n"
        "f.register(Shape, lambda x: 'shape')\nf.register(abc.ABC, lambda x: 'abc')\n"
        "r = [f(1), f(Sq()), f('s')]\nr"
    )
    # (CPython's protocol check looks at its caller's module, so the reference is a script)
    ns: dict[str, object] = {"__name__": "__main__"}
    exec(src, ns)
    assert guest(src) == ns["r"] == ["obj", "abc", "obj"]
