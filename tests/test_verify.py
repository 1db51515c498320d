"""The verifier and the parser bounds: per-construct tests.

Every admitted construct compiles; every denied construct is refused with STK-V001 at its
position; the naming rules (STK-V002) hold at every binding site; the other STK-V codes
fire where they should; diagnostics are collected all at once and sorted; the parser's
input bounds (STK-P0xx) hold; and the node table covers every ast node class of the
running Python.
"""

from __future__ import annotations

import ast
import builtins as builtins_module
import sys
from typing import Any

import pytest

import stockade
from stockade import CompileError, Diagnostic
from stockade._compiler import nodes, parse
from stockade._compiler.verify import DENIED_BUILTINS, VerifyContext, _Verifier, verify
from stockade._runtime import guards, stdlib
from stockade._runtime.builtins import ADMITTED_BUILTINS

PY312 = sys.version_info >= (3, 12)


class KV(stockade.Binding):
    @stockade.export
    def get(self, key: str, default: str = "") -> str:
        return default

    @stockade.export
    def put(self, key: str, value: str, *, ttl: int = 0) -> None:
        return None


BINDINGS: dict[str, Any] = {"kv": KV}


def diagnostics(source: str | dict[str, str], **kwargs: Any) -> list[Diagnostic]:
    with pytest.raises(CompileError) as info:
        stockade.compile(source, **kwargs)
    diags = info.value.diagnostics
    assert diags, "a CompileError always carries at least one diagnostic"
    return diags


def where(source: str | dict[str, str], **kwargs: Any) -> list[tuple[int, int, str]]:
    return [(d.line, d.col, d.code) for d in diagnostics(source, **kwargs)]


def codes(source: str | dict[str, str], **kwargs: Any) -> list[str]:
    return [d.code for d in diagnostics(source, **kwargs)]


# --- admitted constructs ---------------------------------------------------------------

ADMITTED = {
    "literals": "x = [1, 2.5, 'a', b'b', None, True, ..., (1,), {1: 2}, {3}, 1j]\n",
    "arithmetic": "x = 1 + 2 - 3 * 4 / 5 // 6 % 7 ** 2 << 1 >> 1 | 2 & 3 ^ 4\ny = -x + ~1\n",
    "comparisons": "x = 1 < 2 <= 3 > 0 >= 0 == 0 != 1\ny = 1 in [1] and 2 not in [1] and x is True and x is not None\n",
    "boolops": "x = (1 and 2) or (not 3)\n",
    "ifexp": "x = 1 if True else 2\n",
    "def": "def f(a, b=1):\n    return a + b\n",
    "def_docstring": "def f():\n    'doc'\n    return 1\n",
    "def_varargs": "def f(*args, **kwargs):\n    return args, kwargs\n",
    "def_kwonly": "def f(a, *, b, c=2):\n    return a + b + c\n",
    "def_posonly": "def f(a, b, /, c):\n    return a + b + c\n",
    "def_empty_star": "def f(a, *, b):\n    return a\n",
    "lambda": "f = lambda x, *a, k=1, **kw: x + k\n",
    "closure": "def outer():\n    n = 0\n    def inner():\n        nonlocal n\n        n += 1\n        return n\n    return inner\n",
    "global": "n = 0\ndef f():\n    global n\n    n = n + 1\n",
    "for_else": "for i in range(3):\n    if i:\n        continue\n    break\nelse:\n    pass\n",
    "while_else": "i = 0\nwhile i < 3:\n    i += 1\nelse:\n    i = -1\n",
    "listcomp": "x = [i * j for i in range(3) if i for j in range(i)]\n",
    "setcomp": "x = {i for i in range(3)}\n",
    "dictcomp": "x = {i: i for i in range(3)}\n",
    "genexp": "x = sum(i for i in range(3))\n",
    "try_full": "try:\n    x = 1\nexcept ValueError as e:\n    x = 2\nexcept (KeyError, IndexError):\n    x = 3\nexcept:\n    x = 4\nelse:\n    x = 5\nfinally:\n    x = 6\n",
    "raise_from": "try:\n    raise ValueError('a')\nexcept ValueError as e:\n    try:\n        raise KeyError('b') from e\n    except KeyError:\n        pass\n",
    "bare_raise": "def f():\n    try:\n        pass\n    except ValueError:\n        raise\n",
    "assert": "assert 1, 'message'\n",
    "fstring": "w = 5\nx = f'{w!r:>{w}} {w:.2f} {w=}'\n",
    "percent_format": "x = '%s %d %(k)s' if False else '%s-%d' % ('a', 1)\n",
    "str_format": "x = '{0} {k}'.format(1, k=2)\n",
    "slicing": "x = [1, 2, 3][1:2]\ny = 'abc'[::-1]\nz = [1, 2, 3][:]\n",
    "unpacking": "a, (b, *c) = 1, (2, 3, 4)\n[d, e] = [5, 6]\n",
    "star_display": "x = [*range(2), *'ab']\ny = {**{'a': 1}, 'b': 2}\nz = {*'ab'}\n",
    "star_call": "def f(*a, **k):\n    return a\nf(*[1], **{'k': 2})\n",
    "walrus": "if (n := 10) > 5:\n    pass\n",
    "del": "x = [1, 2]\ndel x[0]\ny = 1\ndel y\n",
    "augassign": "x = 1\nx += 1\nx **= 2\nx <<= 3\ny = [1]\ny[0] -= 1\n",
    "annotations": "x: int = 1\ny: 'list[str]'\ndef f(a: int, *b: str, c: float = 1.0, **d: bytes) -> None:\n    z: int\n",
    "future_annotations": "from __future__ import annotations\nx = 1\n",
    "imports": "import math\nimport json as j\nfrom itertools import chain, count as c\nfrom functools import reduce\nfrom string import digits\nfrom typing import Any, Optional\nimport math, json\n",
    "module_attrs": "import math\nx = math.pi + math.sqrt(2)\n",
    "methods": "x = [3, 1]\nx.sort()\nx.append(2)\ny = {'a': 1}.get('a')\nz = 'a,b'.split(',')\n",
    "read_name_dunder": "x = __name__\n",
    "pass_and_expr": "pass\n1\n",
    "nested_functions": "def f():\n    def g():\n        def h():\n            return 1\n        return h()\n    return g()\n",
    "recursion": "def fact(n):\n    return 1 if n <= 1 else n * fact(n - 1)\n",
    "builtin_calls": "x = sorted(map(abs, filter(None, [-1, 0, 2])), key=lambda v: -v, reverse=True)\n",
    "isinstance": "x = isinstance(1, (int, float))\n",
    "binding_call": "kv.get('a')\nkv.get(key='a', default='b')\nkv.put('a', 'b', ttl=3)\nkv.get(*['a'])\n",
    "shadowed_denied_builtin": "def type(x):\n    return x\ntype(1)\n",
    "type_ignore_comment": "x = 1  # type: ignore\n",
    "semicolons": "x = 1; y = 2\n",
    "if_elif": "x = 1\nif x == 1:\n    y = 1\nelif x == 2:\n    y = 2\nelse:\n    y = 3\n",
    "subscript_assign": "d = {}\nd['k'] = 1\nd['k'], d['j'] = 2, 3\n",
    "chained_assign": "a = b = c = 1\n",
    "module_file_import": None,  # see test_multi_file_imports_compile
}


@pytest.mark.parametrize("name", sorted(k for k, v in ADMITTED.items() if v is not None))
def test_admitted_construct_compiles(name: str) -> None:
    program = stockade.compile(ADMITTED[name], bindings=BINDINGS)
    assert isinstance(program, stockade.Program)
    assert "main" in program.codes


def test_unary_plus_compiles() -> None:
    program = stockade.compile("x = 2\n+x\n")
    assert stockade.run(program).value == 2


@pytest.mark.parametrize("source", ['"""Tool docs."""\nx = 1\nx\n', "'doc'\nimport math\nmath.floor(1.5)\n", "('doc')\ndef f():\n    return 1\nf()\n"])
def test_module_docstring_compiles(source: str) -> None:
    value = stockade.run(stockade.compile(source)).value
    assert value == 1


def test_module_docstring_is_still_not_readable() -> None:
    assert codes('"""doc"""\nx = __doc__\n') == ["STK-V002"]


def test_multi_file_imports_compile() -> None:
    program = stockade.compile(
        {"main.py": "import util\nfrom util import helper as h\nx = util.K + h()\n", "util.py": "K = 1\ndef helper():\n    return 2\n"},
        entry="main.py",
    )
    assert set(program.codes) == {"main", "util"}
    assert program.entry_file == "main.py"


def test_functions_lists_top_level_defs_of_the_entry_file() -> None:
    program = stockade.compile("def a():\n    def inner():\n        pass\nb = lambda: 1\ndef c():\n    pass\n")
    assert program.functions == frozenset({"a", "c"})


# --- denied constructs (STK-V001, with the node's position) -------------------------------

DENIED = [
    ("except_star", "try:\n    pass\nexcept* ValueError:\n    pass\n", (1, 0)),
]


@pytest.mark.parametrize(
    "source", ["def f():\n    async for x in y:\n        pass\n", "def f():\n    async with a:\n        pass\n"]
)
def test_async_for_and_with_outside_async_def_are_cpythons_syntax_error(source: str) -> None:
    assert where(source) == [(2, 4, "STK-P010")]

def test_matmul_operator_is_admitted() -> None:
    # Only guest classes define __matmul__; on ints and lists CPython's TypeError is raised.
    stockade.compile("x = 1\ny = x @ x\nx @= x\n")


@pytest.mark.skipif(not PY312, reason="type aliases and type parameters are Python 3.12+ syntax")
@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("x = 1\ntype Alias = int\n", [(2, 0, "STK-V001")]),
        ("def f[T](x):\n    return x\n", [(1, 6, "STK-V001")]),
        ("def f[*Ts, **P](x):\n    return x\n", [(1, 6, "STK-V001"), (1, 11, "STK-V001")]),
    ],
)
def test_type_alias_and_type_params_are_v001(source: str, expected: list[tuple[int, int, str]]) -> None:
    assert where(source) == expected


@pytest.mark.skipif(PY312, reason="on 3.11 this syntax does not parse")
@pytest.mark.parametrize("source", ["type Alias = int\n", "def f[T](x):\n    return x\n"])
def test_type_alias_syntax_is_a_parse_error_on_311(source: str) -> None:
    assert codes(source) == ["STK-P010"]


def test_denied_subtree_is_not_walked_further() -> None:
    # One diagnostic for the except* statement, none for what is inside it.
    assert codes("try:\n    import socket\n    x.__y = 1\nexcept* ValueError:\n    pass\n") == ["STK-V001"]


# --- naming rules (STK-V002 at every binding site) ------------------------------------

BINDING_SITES = [
    ("function_name", "def __f():\n    pass\n", (1, 0)),
    ("parameter", "def f(__x):\n    pass\n", (1, 6)),
    ("positional_only", "def f(__x, /):\n    pass\n", (1, 6)),
    ("keyword_only", "def f(*, __x):\n    pass\n", (1, 9)),
    ("default_param", "def f(a, __x=1):\n    pass\n", (1, 9)),
    ("star_args", "def f(*__a):\n    pass\n", (1, 7)),
    ("star_kwargs", "def f(**__k):\n    pass\n", (1, 8)),
    ("lambda_param", "f = lambda __l: 1\n", (1, 11)),
    ("lambda_kwonly", "f = lambda *, __l: 1\n", (1, 14)),
    ("lambda_posonly", "f = lambda __l, /: 1\n", (1, 11)),
    ("except_as", "try:\n    pass\nexcept ValueError as __e:\n    pass\n", (3, 0)),
    ("walrus", "y = (__w := 1)\n", (1, 5)),
    ("listcomp_target", "x = [1 for __i in 'ab']\n", (1, 11)),
    ("genexp_target", "x = sum(1 for __i in 'ab')\n", (1, 14)),
    ("dictcomp_target", "x = {k: 1 for k, __v in []}\n", (1, 17)),
    ("for_target", "for __t in 'ab':\n    pass\n", (1, 4)),
    ("for_tuple_target", "for a, __t in []:\n    pass\n", (1, 7)),
    ("assign", "__x = 1\n", (1, 0)),
    ("assign_tuple", "a, __x = 1, 2\n", (1, 3)),
    ("augassign", "__x += 1\n", (1, 0)),
    ("annassign", "__x: int = 1\n", (1, 0)),
    ("del", "del __x\n", (1, 4)),
    ("import_alias", "import math as __m\n", (1, 7)),
    ("from_import_alias", "from math import pi as __p\n", (1, 17)),
    ("global", "def f():\n    global __g\n", (2, 4)),
    ("nonlocal", "def f():\n    x = 1\n    def g():\n        nonlocal __n\n", (4, 8)),
    ("keyword_argument", "print(__k=1)\n", (1, 6)),
]


@pytest.mark.parametrize(("name", "source", "pos"), BINDING_SITES, ids=[b[0] for b in BINDING_SITES])
def test_reserved_name_refused_at_every_binding_site(name: str, source: str, pos: tuple[int, int]) -> None:
    found = where(source)
    assert found == [(*pos, "STK-V002")]


@pytest.mark.parametrize(
    "source",
    [
        "x = __builtins__\n",
        "__import__('os')\n",
        "x = __sk_F\n",
        "__sk_next(1)\n",
        "x = __file__\n",
        "x = __debug__\n",
        "x = [].__dict__\n",
        "x = ''.__class__.__subclasses__\n",
        "f = lambda: 1\nx = f.__globals__\n",
        "x = __spec__\n",
        "x = 1\ny = x.__dict__\n",
        "import math as m\nm.__dict__\n",
        "def f(**kw):\n    return kw\nf(__sk_F=1)\n",
    ],
)
def test_reading_reserved_names_and_dunder_attributes_is_v002(source: str) -> None:
    assert set(codes(source)) == {"STK-V002"}


def test_importing_a_dunder_member_is_refused() -> None:
    assert "STK-V002" in codes("from math import __loader__\n")
    assert codes("from __future__ import annotations as __a\n") == ["STK-V002"]


def test_dunder_name_is_readable_but_not_bindable() -> None:
    stockade.compile("x = __name__\nprint(__name__)\n")
    assert codes("__name__ = 'x'\n") == ["STK-V002"]
    assert codes("def f(__name__):\n    pass\n") == ["STK-V002"]


def test_single_underscore_names_are_fine() -> None:
    stockade.compile("_ = 1\n_x = 2\ndef _f(_a, *_b, **_c):\n    return _a\nx_ = [_ for _ in 'a']\n")


# --- chained membership ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("source", "expected"),
    [("1 in r in [r]", True), ("1 in r == r", True), ("5 not in r != 3", True), ("1 < 2 in r", True)],
)
def test_membership_anywhere_in_a_chain_matches_cpython(source: str, expected: bool) -> None:
    assert stockade.eval(source, inputs={"r": [1, 2, 3]}) is expected
    assert eval(source, {"r": [1, 2, 3]}) is expected


# --- host warnings ----------------------------------------------------------------------------


def test_guest_source_warnings_do_not_reach_the_host() -> None:
    import warnings

    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        stockade.compile("x = 1\ny = x is 1\n")
    assert [str(w.message) for w in seen] == []
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        program = stockade.compile("x = 1\ny = x is 2\ny\n")
    assert stockade.run(program).value is False


# --- bindings (V005 / V006 / V007) ---------------------------------------------------------

@pytest.mark.parametrize(
    ("source", "pos"),
    [
        ("x = 1\nkv\n", (2, 0)),
        ("y = kv\n", (1, 4)),
        ("print(kv)\n", (1, 6)),
        ("x = kv.get\n", (1, 4)),
        ("f = lambda: kv\n", (1, 12)),
        ("x = [kv]\n", (1, 5)),
    ],
)
def test_binding_used_as_a_value_is_v005(source: str, pos: tuple[int, int]) -> None:
    assert where(source, bindings=BINDINGS) == [(*pos, "STK-V005")]


@pytest.mark.parametrize(
    "source",
    [
        "kv = 1\n",
        "def kv():\n    pass\n",
        "def f(kv):\n    pass\n",
        "def f(*, kv):\n    pass\n",
        "for kv in []:\n    pass\n",
        "from math import pi as kv\n",
        "import math as kv\n",
        "try:\n    pass\nexcept ValueError as kv:\n    pass\n",
        "x = [1 for kv in []]\n",
        "(kv := 1)\n",
        "def f():\n    global kv\n",
        "del kv\n",
    ],
)
def test_binding_name_cannot_be_rebound_v005(source: str) -> None:
    assert set(codes(source, bindings=BINDINGS)) == {"STK-V005"}


def test_binding_name_is_free_without_the_binding() -> None:
    stockade.compile("kv = 1\nkv\n")


def test_unknown_export_is_v006() -> None:
    found = diagnostics("x = 1\nkv.delete('a')\n", bindings=BINDINGS)
    assert [(d.line, d.col, d.code) for d in found] == [(2, 0, "STK-V006")]
    assert "get" in found[0].message and "put" in found[0].message  # lists the exports


@pytest.mark.parametrize(
    "source",
    [
        "kv.get()\n",  # missing argument
        "kv.get('a', 'b', 'c')\n",  # too many
        "kv.get('a', nope=1)\n",  # unknown keyword
        "kv.put('a', 'b', 1)\n",  # keyword-only passed positionally
        "kv.put('a')\n",
        "kv.get('a', key='b')\n",  # multiple values
    ],
)
def test_binding_call_arity_is_v007(source: str) -> None:
    assert where(source, bindings=BINDINGS) == [(1, 0, "STK-V007")]


def test_binding_call_with_star_args_is_checked_at_run_time_not_compile_time() -> None:
    stockade.compile("kv.get(*xs)\nkv.get(**kw)\n", bindings=BINDINGS)


# --- attributes (V003, V009), decorators (V008), builtins (V011), imports (V004, V012) ---


@pytest.mark.parametrize(
    "source",
    [
        "import re\nre.compile('a').scanner('a')\n",
        "import datetime\ndatetime.datetime(2024, 1, 1).utctimetuple()\n",
        "x = [].BOOLEAN_STATES\n",
        "x = 1\nx._private\n",
        "import math\nmath.pi.gi_frame\n",
        "x = (1).f_back\n",
    ],
)
def test_attribute_on_no_allowlist_is_v003(source: str) -> None:
    assert codes(source) == ["STK-V003"]


def test_attribute_that_some_type_offers_compiles() -> None:
    stockade.compile("x = [].append\ny = 'a'.upper()\nz = {}.items()\nw = (1).bit_length()\nimport math\nv = math.pi\n")


def test_attribute_diagnostic_points_at_the_attribute_name() -> None:
    assert where("y = 1\nz = y.scanner.raw_decode\n") == [(2, 6, "STK-V003"), (2, 14, "STK-V003")]
    assert where("z = [].__dict__\n") == [(1, 7, "STK-V002")]


def test_itertools_chain_from_iterable_compiles() -> None:
    program = stockade.compile("import itertools\nx = list(itertools.chain.from_iterable([[1], [2]]))\nx\n")
    assert stockade.run(program).value == [1, 2]


# Attribute diagnostics point at the attribute name.
@pytest.mark.parametrize(
    ("source", "pos"),
    [
        ("import math\nmath.y = 1\n", (2, 5)),
        ("import math\ndel math.y\n", (2, 9)),
        ("import math as m\nm.y += 1\n", (2, 2)),
        ("import math\nfor math.y in []:\n    pass\n", (2, 9)),
        ("import math\na, math.y = 1, 2\n", (2, 8)),
        ("import math\nmath.y: int = 1\n", (2, 5)),
    ],
)
def test_attribute_assignment_on_a_module_is_v009(source: str, pos: tuple[int, int]) -> None:
    assert where(source) == [(*pos, "STK-V009")]


def test_decorators_are_calls_applied_like_cpython() -> None:
    source = (
        "log = []\n"
        "def dec(tag):\n    log.append('made ' + tag)\n    def apply(f):\n        log.append('applied ' + tag)\n"
        "        return lambda: tag + f()\n    return apply\n"
        "@dec('a')\n@dec('b')\ndef g():\n    return '!'\n"
        "(g(), log)\n"
    )
    ns: dict[str, object] = {}
    exec(source.replace("(g(), log)\n", "result = (g(), log)\n"), ns)
    assert stockade.eval(source) == ns["result"]


@pytest.mark.parametrize("name", sorted(DENIED_BUILTINS))
def test_denied_builtin_is_v011(name: str) -> None:
    assert where(f"x = 1\ny = {name}\n") == [(2, 4, "STK-V011")]


@pytest.mark.parametrize("name", ["eval", "getattr", "type", "open"])
def test_denied_builtin_name_may_be_defined_by_the_guest(name: str) -> None:
    program = stockade.compile(f"def {name}(*a):\n    return len(a)\n{name}(1, 2)\n")
    assert stockade.run(program).value == 2


def test_every_cpython_builtin_is_admitted_or_refused() -> None:
    # A builtin the guest is not offered would be a NameError at run time where CPython
    # succeeds (a different answer), so each one is refused at compile time instead.
    for name in sorted(n for n in dir(builtins_module) if not n.startswith("_")):
        if name in ADMITTED_BUILTINS:
            stockade.compile(f"x = {name}\n")
        else:
            assert codes(f"x = {name}\n") == ["STK-V011"], name


@pytest.mark.parametrize("name", ["Warning", "UserWarning", "DeprecationWarning", "BlockingIOError", "ChildProcessError"])
def test_unoffered_exception_class_is_v011_and_says_what_to_use(name: str) -> None:
    source = f"try:\n    x = 1\nexcept {name}:\n    pass\n"
    assert where(source) == [(3, 7, "STK-V011")]
    with pytest.raises(stockade.CompileError) as e:
        stockade.compile(source)
    assert "ValueError" in e.value.diagnostics[0].message


def test_unoffered_builtin_name_may_be_defined_by_the_guest() -> None:
    program = stockade.compile("SyntaxError = ValueError\ntry:\n    raise SyntaxError('x')\nexcept SyntaxError as e:\n    r = str(e)\nr\n")
    assert stockade.run(program).value == "x"


@pytest.mark.parametrize(
    ("source", "pos"),
    [
        ("import socket\n", (1, 0)),
        ("x = 1\nimport subprocess\n", (2, 0)),
        ("import os.nothere\n", (1, 0)),
        ("from socket import socket\n", (1, 0)),
        ("import subprocess, socket\n", (1, 0)),
        ("from math import nope\n", (1, 0)),
        ("import importlib\n", (1, 0)),
        ("from __future__ import braces\n", (1, 0)),
        ("from __future__ import generators\n", (1, 0)),
        ("import math.nope\n", (1, 0)),
    ],
)
def test_module_not_admitted_is_v004(source: str, pos: tuple[int, int]) -> None:
    found = where(source)
    assert {c for _l, _c, c in found} == {"STK-V004"}
    assert (found[0][0], found[0][1]) == pos


def test_import_of_two_forbidden_modules_gives_two_diagnostics() -> None:
    assert codes("import subprocess, socket\n") == ["STK-V004", "STK-V004"]


def test_v004_message_names_the_module_and_the_admitted_ones() -> None:
    (diag,) = diagnostics("import socket\n")
    assert "'socket'" in diag.message and "math" in diag.message and "json" in diag.message


@pytest.mark.parametrize(
    "source", ["from . import x\n", "from .util import x\n", "from ..a import b\n", "from math import *\n"]
)
def test_relative_and_star_imports_are_v012(source: str) -> None:
    assert codes(source) == ["STK-V012"]


def test_import_of_program_file_member_is_checked() -> None:
    files = {"main.py": "from util import nothere\n", "util.py": "x = 1\n"}
    found = diagnostics(files, entry="main.py")
    assert [(d.file, d.line, d.code) for d in found] == [("main.py", 1, "STK-V004")]


# --- all diagnostics at once, sorted ----------------------------------------------------


def test_three_problems_give_three_sorted_diagnostics() -> None:
    source = "a = 1\nx.__y\nimport socket\ntry:\n    pass\nexcept* ValueError:\n    pass\n"
    found = diagnostics(source)
    assert [(d.line, d.code) for d in found] == [(2, "STK-V002"), (3, "STK-V004"), (4, "STK-V001")]
    assert found == sorted(found)


def test_diagnostics_are_collected_across_files_and_sorted_by_file() -> None:
    files = {"main.py": "try:\n    pass\nexcept* E:\n    pass\nimport socket\n", "a.py": "x = eval\n", "z.py": "y.__z\n"}
    found = diagnostics(files, entry="main.py")
    assert [(d.file, d.line, d.code) for d in found] == [
        ("a.py", 1, "STK-V011"),
        ("main.py", 1, "STK-V001"),
        ("main.py", 5, "STK-V004"),
        ("z.py", 1, "STK-V002"),
    ]


def test_compile_error_summary_counts_the_rest() -> None:
    with pytest.raises(CompileError) as info:
        stockade.compile("import socket\nimport subprocess\nx = eval\n")
    assert len(info.value.diagnostics) == 3
    assert "(and 2 more)" in str(info.value)
    assert str(info.value).startswith("main.py:1:0: STK-V004")


def test_diagnostic_uses_the_given_filename() -> None:
    (diag,) = diagnostics("import socket\n", filename="tool.py")
    assert diag.file == "tool.py"


def test_parse_errors_of_one_file_stop_before_verification() -> None:
    # The syntax error is reported; the verifier does not run on a half-parsed program.
    files = {"main.py": "import socket\n", "b.py": "def (:\n"}
    assert codes(files, entry="main.py") == ["STK-P010"]


# --- parser bounds ------------------------------------------------------------------------


def test_source_size_bound_p002() -> None:
    assert where("x = 1\n#" + "a" * parse.MAX_SOURCE_BYTES) == [(1, 0, "STK-P002")]


def test_source_size_counts_utf8_bytes() -> None:
    text = "s = '" + "é" * (parse.MAX_SOURCE_BYTES // 2 + 10) + "'\n"
    assert len(text) < parse.MAX_SOURCE_BYTES
    assert codes(text) == ["STK-P002"]


def test_line_count_bound_p003() -> None:
    assert codes("x = 1\n" * (parse.MAX_LINES + 5)) == ["STK-P003"]
    stockade.compile("x = 1\n" * (parse.MAX_LINES - 1))


def test_exactly_max_lines_is_accepted() -> None:
    stockade.compile("x = 1\n" * parse.MAX_LINES)


def test_nul_character_p004_at_its_line() -> None:
    assert where("x = 1\ny = '\x00'\n") == [(2, 0, "STK-P004")]


def test_bracket_nesting_bound_p005() -> None:
    # CPython's parser allows 200 nested brackets; deeper is a diagnostic, not a crash.
    assert where("x = 1\ny = " + "(" * 250 + "1" + ")" * 250 + "\n") == [(2, 0, "STK-P005")]
    stockade.compile("y = " + "(" * 150 + "1" + ")" * 150 + "\n")


def test_brackets_inside_strings_and_comments_do_not_count() -> None:
    many = "(" * 300
    stockade.compile(f"x = '{many}'\ny = \"\"\"{many}\"\"\"  # {many}\n")


def test_indentation_bound_p005() -> None:
    # 101 nested blocks (one space each): past CPython's 100 indentation levels.
    source = "x = 1\n" + "".join(" " * i + "if x:\n" for i in range(101)) + " " * 101 + "pass\n"
    found = diagnostics(source)
    assert [d.code for d in found] == ["STK-P005"]
    assert found[0].line > 100
    stockade.compile("x = 1\n" + "".join(" " * i + "if x:\n" for i in range(50)) + " " * 50 + "pass\n")


def test_node_count_bound_p006() -> None:
    source = "x = [" + "1," * (parse.MAX_NODES + 1) + "]\n"
    assert len(source.encode()) < parse.MAX_SOURCE_BYTES
    assert codes(source) == ["STK-P006"]


def test_tree_depth_bound_p007() -> None:
    source = "x = " + "1 + " * (parse.MAX_TREE_DEPTH + 10) + "1\n"
    assert codes(source) == ["STK-P007"]


def test_parser_exhaustion_is_a_diagnostic_not_a_crash() -> None:
    # A long unary chain has no brackets for the text bound to see; the parser itself gives
    # up (P011) or the tree bound catches it (P007): either way a diagnostic.
    assert codes("x = " + "-" * 100_000 + "1\n")[0] in {"STK-P011", "STK-P007"}
    assert codes("x = " + "not " * 50_000 + "1\n")[0] in {"STK-P011", "STK-P007"}


@pytest.mark.parametrize(
    ("source", "pos"),
    [
        ("x = 1\ny = (\n", (2, 4)),
        ("x = 1\ndef (:\n    pass\n", (2, 4)),
        ("x = 1\nx = = 2\n", (2, 4)),
    ],
)
def test_syntax_error_p010_with_line_and_col(source: str, pos: tuple[int, int]) -> None:
    (diag,) = diagnostics(source)
    assert diag.code == "STK-P010"
    assert diag.line == pos[0]
    assert diag.col == pos[1]
    assert diag.message.startswith("syntax error: ")


def test_non_str_source_p001_from_the_parser() -> None:
    tree, found = parse.parse(b"x = 1", "m.py")  # type: ignore[arg-type]
    assert tree is None and [d.code for d in found] == ["STK-P001"]


def test_non_str_source_is_a_usage_error_at_the_api() -> None:
    with pytest.raises(stockade.UsageError):
        stockade.compile({"main.py": b"x = 1"})  # type: ignore[dict-item]


# Syntax errors that CPython raises while compiling (symbol table and code generator),
# after ast.parse accepted the text. compile() must turn them into diagnostics too.
COMPILER_PHASE_ERRORS = [
    "return 1\n",
    "break\n",
    "continue\n",
    "nonlocal x\n",
    "def f():\n    nonlocal x\n",
    "def f(x, x):\n    pass\n",
    "f = lambda x, x: 1\n",
    "x = 1\ndef f():\n    print(x)\n    global x\n",
    "def f(x):\n    global x\n",
    "x = *a\n",
    "*a = [1]\n",
    "a, *b, *c = [1, 2]\n",
    "x = [i for i in range(3) if (i := 2)]\n",
    "f(a=1, a=2)\n",
]


@pytest.mark.parametrize("source", COMPILER_PHASE_ERRORS)
def test_compiler_phase_syntax_errors_are_diagnostics(source: str) -> None:
    with pytest.raises(SyntaxError) as reference:
        compile(source, "x.py", "exec", dont_inherit=True)  # CPython refuses it
    assert ast.parse(source)  # ... after its parser accepted it
    (diag,) = diagnostics(source)
    assert diag.code == "STK-P010"
    assert diag.line == reference.value.lineno
    assert diag.message.startswith("syntax error: ")


# --- the node table ------------------------------------------------------------------------

# Names ast still exports for backward compatibility; ast.parse never produces them.
DEPRECATED_ALIASES = frozenset(
    {"Num", "Str", "Bytes", "NameConstant", "Ellipsis", "Index", "ExtSlice", "Suite", "Param", "AugLoad", "AugStore"}
)


def _ast_classes() -> set[type]:
    return {v for v in vars(ast).values() if isinstance(v, type) and issubclass(v, ast.AST)}


def _is_abstract(cls: type) -> bool:
    """ASDL sum types (stmt, expr, operator, ...): bases of other node classes, never
    instantiated by the parser."""
    if cls is ast.AST:
        return True
    return cls.__bases__ == (ast.AST,) and bool(cls.__subclasses__())


def test_every_ast_node_class_is_in_the_node_table() -> None:
    missing = sorted(
        cls.__name__
        for cls in _ast_classes()
        if not _is_abstract(cls) and cls.__name__ not in DEPRECATED_ALIASES and cls.__name__ not in nodes.NODE_TABLE
    )
    assert missing == []


def test_abstract_classes_found_are_the_asdl_sum_types() -> None:
    abstract = {cls.__name__ for cls in _ast_classes() if _is_abstract(cls)}
    expected = {"AST", "mod", "stmt", "expr", "expr_context", "boolop", "operator", "unaryop", "cmpop",
                "excepthandler", "type_ignore", "pattern"}
    if PY312:
        expected.add("type_param")
    assert expected <= abstract
    assert abstract - expected <= {"slice"}  # the deprecated abstract base of Index/ExtSlice


def test_deprecated_aliases_are_never_produced_by_the_parser() -> None:
    source = (
        "x = 1 + 2.0 + 'a' + b'b' + None + True + ...\ny = x[1]\nz = x[1:2, 3]\nx += 1\n"
        "def f(a, /, b, *c, d, **e):\n    pass\ndel y\n"
    )
    produced = {type(n).__name__ for n in ast.walk(ast.parse(source))}
    assert {"Constant", "Subscript", "Slice", "arg", "AugAssign"} <= produced
    assert produced & DEPRECATED_ALIASES == set()


def test_node_table_rules_are_well_formed() -> None:
    for name, (rule, reason) in nodes.NODE_TABLE.items():
        assert rule in (nodes.ALLOW, nodes.CHECK, nodes.DENY), name
        assert reason.strip(), name


def test_every_check_node_has_a_verifier_rule() -> None:
    checked = [name for name, (rule, _r) in nodes.NODE_TABLE.items() if rule == nodes.CHECK]
    assert checked
    for name in checked:
        assert callable(getattr(_Verifier, "check_" + name, None)), name


def test_unknown_node_class_is_denied() -> None:
    assert nodes.rule("BrandNewNode") == (nodes.DENY, nodes.rule("BrandNewNode")[1])
    assert nodes.rule("BrandNewNode")[0] == nodes.DENY


def _verify(tree: ast.Module) -> list[Diagnostic]:
    """The diagnostics of verify() (it may also return the identifiers it saw)."""
    out = verify(tree, "m.py", _ctx())
    return list(out[0] if isinstance(out, tuple) else out)


def _ctx() -> VerifyContext:
    return VerifyContext(bindings={}, modules=dict(stdlib.member_names()), attributes=guards.all_attribute_names())


def test_verifier_refuses_a_node_class_it_has_never_seen() -> None:
    class BrandNewExpr(ast.expr):
        _fields = ()

    node = BrandNewExpr()
    node.lineno, node.col_offset = 3, 7
    tree = ast.Module(body=[ast.Expr(value=node, lineno=3, col_offset=7)], type_ignores=[])
    found = _verify(tree)
    assert [(d.line, d.col, d.code) for d in found] == [(3, 7, "STK-V001")]


def test_current_python_minor_is_reviewed() -> None:
    assert sys.version_info[:2] in nodes.REVIEWED_MINORS


def test_verify_does_not_modify_the_tree() -> None:
    source = "import math\ndef f(a, *b):\n    return [math.sqrt(x) for x in b if x in a]\n"
    tree = ast.parse(source)
    before = ast.dump(tree, include_attributes=True)
    assert _verify(tree) == []
    assert ast.dump(tree, include_attributes=True) == before


@pytest.mark.parametrize(
    ("source", "message"),
    [
        ("x = 1\nx.foo\n", "'int' object has no attribute 'foo'"),
        ("'abc'.nope()\n", "'str' object has no attribute 'nope'"),
        ("class W:\n    pass\nW().color\n", "'W' object has no attribute 'color'"),
        ("import math\nmath.frobnicate\n", "module 'math' has no attribute 'frobnicate'"),
    ],
)
def test_an_attribute_no_value_has_fails_at_run_time_as_in_cpython(source: str, message: str) -> None:
    # No type or module the guest can reach has the name (admitted or not), so the read can
    # only fail, with CPython's own AttributeError: not a compile-time refusal.
    with pytest.raises(stockade.GuestError) as info:
        stockade.eval(source)
    assert (info.value.type_name, info.value.message) == ("AttributeError", message)


@pytest.mark.parametrize(
    "source",
    ["import string\nstring.Formatter\n", "import string as s\ns.Formatter()\n", "import json\njson.scanner\n"],
)
def test_a_member_cpython_has_but_this_module_does_not_admit_is_v003(source: str) -> None:
    # Another admitted module having a member of that name (logging.Formatter) does not
    # let it through: Stockade's module would raise AttributeError where CPython's has it.
    assert [code for _line, _col, code in where(source)] == ["STK-V003"]
