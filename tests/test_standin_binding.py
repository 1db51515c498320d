"""A runtime stand-in for a CPython builtin (print, sorted, math.factorial) held as a class
attribute does not bind as a method, as the builtin does not; a stdlib function that is a
Python function in CPython (json.dumps, textwrap.dedent) binds, as there."""

from __future__ import annotations

from stdlib_diff import same


def test_class_attributes_bind_as_in_cpython() -> None:
    same(
        "import functools, json, math, textwrap\n"
        "class W:\n    p = print\n    l = len\n    s = sorted\n    d = json.dumps\n    f = math.factorial\n"
        "    t = textwrap.dedent\n    r = functools.reduce\n"
        "w = W()\nW.q = print\nsetattr(W, 'm', max)\nw.p('hello', 1)\nw.q('again')\n"
        "kinds = [(n, getattr(w, n) is getattr(W, n)) for n in ('p', 'l', 's', 'd', 'f', 't', 'r', 'q', 'm')]\n"
        "(kinds, w.s([3, 1]), w.f(4), w.r(lambda a, b: a + b, [1, 2]), W.p is print, w.m(1, 2))"
    )
