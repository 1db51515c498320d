"""The lowering, by golden example, and the ABI it may emit.

Each rewrite listed in stockade._compiler.abi's docstring has a golden test here (the
``ast.unparse`` of the lowered tree). Then: the lowering emits no name outside the ABI,
the ABI hook set is exactly what the runtime namespace provides, and codegen's output
check refuses code objects that load attributes, import or build classes.
"""

from __future__ import annotations

import ast
import dis
import types
from collections.abc import Iterator

import pytest

import stockade
from stockade._compiler import abi, codegen
from stockade._compiler.lower import lower
from stockade._compiler.parse import parse
from stockade._runtime import state


def lowered(source: str, *, bindings: tuple[str, ...] = ("kv",), script: bool = False, typed: bool = False) -> str:
    """The lowered source; without the typed-receiver form unless ``typed`` (its own tests
    are below "typed receivers")."""
    tree, diags = parse(source, "m.py")
    assert tree is not None and not diags
    return ast.unparse(lower(tree, {b: object() for b in bindings}, script=script, typed=typed))


def golden(source: str, expected: str, **kwargs: object) -> None:
    assert lowered(source, **kwargs) == expected.strip("\n")  # type: ignore[arg-type]


# --- one golden test per rewrite in the ABI docstring ------------------------------------


def test_function_entry_ticks() -> None:
    golden("def f(x):\n    return x\n", "def f(x):\n    __sk_next(__sk_F)\n    return x")


def test_function_tick_goes_after_the_docstring() -> None:
    golden(
        "def f():\n    'doc'\n    return 1\n",
        'def f():\n    """doc"""\n    __sk_next(__sk_F)\n    return 1',
    )


def test_nested_functions_each_tick() -> None:
    golden(
        "def f():\n    def g():\n        pass\n    return g\n",
        "def f():\n    __sk_next(__sk_F)\n\n    def g():\n        __sk_next(__sk_F)\n        pass\n    return g",
    )


def test_lambda_ticks() -> None:
    golden("f = lambda x: x + 1\n", "f = lambda x: __sk_next(__sk_F) or x + 1")


def test_for_loop_ticks_per_iteration() -> None:
    golden("for t in xs:\n    g(t)\n", "for __sk_f, t in __sk_zip(__sk_F, xs):\n    g(t)")


def test_for_loop_with_tuple_target_and_else() -> None:
    golden(
        "for a, b in xs:\n    pass\nelse:\n    done()\n",
        "for __sk_f, (a, b) in __sk_zip(__sk_F, xs):\n    pass\nelse:\n    done()",
    )


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("x = [e for t in xs]\n", "x = [e for __sk_f, t in __sk_zip(__sk_F, xs)]"),
        ("x = {e for t in xs}\n", "x = {e for __sk_f, t in __sk_zip(__sk_F, xs)}"),
        ("x = {k: v for k, v in xs}\n", "x = {k: v for __sk_f, (k, v) in __sk_zip(__sk_F, xs)}"),
        ("x = (e for t in xs)\n", "x = (e for __sk_f, t in __sk_zip(__sk_F, xs))"),
        (
            "x = [a for a in xs if a for b in a]\n",
            "x = [a for __sk_f, a in __sk_zip(__sk_F, xs) if a for __sk_f, b in __sk_zip(__sk_F, a)]",
        ),
    ],
)
def test_comprehensions_tick_per_iteration(source: str, expected: str) -> None:
    golden(source, expected)


def test_while_loop_ticks_per_test() -> None:
    golden("while c:\n    pass\n", "while __sk_next(__sk_F) or c:\n    pass")


def test_attribute_read_is_guarded() -> None:
    golden("y = a.b\n", "y = __sk_ga(a, 'b')")
    golden("y = a.b.c\n", "y = __sk_ga(__sk_ga(a, 'b'), 'c')")


def test_method_call_looks_up_through_the_guard_then_calls() -> None:
    golden("y = a.b(x)\n", "y = __sk_gm(a, 'b')(a, x)")
    golden("y = a.b(x, *r, k=1, **kw)\n", "y = __sk_gm(a, 'b')(a, x, *__sk_it(r), k=1, **kw)")
    # a receiver that is not a plain name, or a name an import binds: the plain form
    golden("y = a[0].b(x)\n", "y = __sk_ga(a[0], 'b')(x)")
    golden("import m\ny = m.b(x)\n", "m = __sk_import('m')\ny = __sk_ga(m, 'b')(x)")


def test_method_call_hook_is_the_bound_call() -> None:
    from stockade import _native

    class A:
        def m(self, x: int) -> int:
            return x + 1

    items: list[int] = []
    assert _native.gm(items, "append") is list.append  # an allowlisted builtin method
    _native.gm(items, "append")(items, 3)
    assert items == [3]
    assert _native.gm("a-b", "split")("a-b", "-") == ["a", "b"]
    assert _native.gm("{}", "format")("{}", 7) == "7"  # a replacement, wrapped
    with pytest.raises(AttributeError):
        _native.gm(items, "__dict__")
    with pytest.raises(AttributeError):
        _native.gm(A(), "m")  # a host class is not a guest class


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("y = x in z\n", "y = x in z"),
        ("y = x not in z\n", "y = x not in z"),
        ("y = a < b in c\n", "y = a < b in c"),
        ("y = a == b\n", "y = a == b"),
    ],
)
def test_comparisons_are_unchanged(source: str, expected: str) -> None:
    golden(source, expected)


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("f(*xs)\n", "f(*__sk_it(xs))"),
        ("y = [*xs]\n", "y = [*__sk_it(xs)]"),
        ("y = (*xs, 1)\n", "y = (*__sk_it(xs), 1)"),
        ("y = {*xs}\n", "y = {*__sk_it(xs)}"),
        ("a, *b = xs\n", "a, *b = xs"),  # a starred target is not guarded
    ],
)
def test_star_unpacking_is_guarded(source: str, expected: str) -> None:
    golden(source, expected)


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("y = ~x\n", "y = __sk_invert(x)"),
        ("y = ~5\n", "y = ~5"),
        ("y = -x\n", "y = -x"),
        ("y = not x\n", "y = not x"),
    ],
)
def test_invert_is_guarded_unless_int_literal(source: str, expected: str) -> None:
    golden(source, expected)


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("y = a ** b\n", "y = __sk_pow(a, b)"),
        ("y = a << b\n", "y = __sk_lshift(a, b)"),
        ("y = a ** 2\n", "y = a ** 2"),
        ("y = a << 3\n", "y = a << 3"),
        ("y = a ** 64\n", "y = a ** 64"),
        ("y = a ** 65\n", "y = __sk_pow(a, 65)"),
        ("y = a ** 0.5\n", "y = a ** 0.5"),
        ("y = a ** -1\n", "y = __sk_pow(a, -1)"),  # -1 is a UnaryOp, not a literal
        ("y = 2 ** 10 ** 9\n", "y = __sk_pow(2, 10 ** 9)"),
        ("y = a >> b\n", "y = a >> b"),
    ],
)
def test_amplifying_operators_are_guarded_unless_small_literal(source: str, expected: str) -> None:
    golden(source, expected)


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("x **= y\n", "x = __sk_pow(x, y)"),
        ("x <<= y\n", "x = __sk_lshift(x, y)"),
        ("x **= 2\n", "x **= 2"),
        ("x += y\n", "x += y"),
        (
            "c[k] **= y\n",
            "__sk_f = (c, k)\n__sk_f[0][__sk_f[1]] = __sk_pow(__sk_f[0][__sk_f[1]], y)",
        ),
    ],
)
def test_augmented_amplifying_assignment(source: str, expected: str) -> None:
    golden(source, expected)


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("y = '%*d' % v\n", "y = '%*d' % v"),
        ("y = f'{x:{w}}'\n", "y = f'{x:{w}}'"),
        ("y = s * n\n", "y = s * n"),
    ],
)
def test_memory_metered_operations_are_unchanged(source: str, expected: str) -> None:
    golden(source, expected)


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("import m\n", "m = __sk_import('m')"),
        ("import m as n\n", "n = __sk_import('m')"),
        ("import a, b\n", "a = __sk_import('a')\nb = __sk_import('b')"),
        ("from m import n\n", "n = __sk_from('m', 'n')"),
        ("from m import n as o, p\n", "o = __sk_from('m', 'n')\np = __sk_from('m', 'p')"),
        ("from __future__ import annotations\n", "pass"),
    ],
)
def test_imports_become_facade_lookups(source: str, expected: str) -> None:
    golden(source, expected)


def test_except_clause_and_handler_start_with_the_sticky_check() -> None:
    golden(
        "try:\n    a()\nexcept E as e:\n    b()\nexcept:\n    c()\n",
        "try:\n    a()\nexcept __sk_check(__sk_F) or E as e:\n    __sk_check(__sk_F)\n    b()\nexcept:\n    __sk_check(__sk_F)\n    c()",
    )


def test_finally_starts_with_the_sticky_check() -> None:
    golden(
        "try:\n    a()\nfinally:\n    b()\n",
        "try:\n    a()\nfinally:\n    __sk_check(__sk_F)\n    b()",
    )


def test_try_else_is_not_a_handler() -> None:
    golden(
        "try:\n    a()\nexcept E:\n    b()\nelse:\n    c()\n",
        "try:\n    a()\nexcept __sk_check(__sk_F) or E:\n    __sk_check(__sk_F)\n    b()\nelse:\n    c()",
    )


def test_binding_call_becomes_its_trampoline() -> None:
    assert abi.binding_hook("kv", "get") == "__sk_b_2_kv_get"
    golden("y = kv.get(k)\n", "y = __sk_b_2_kv_get(k)")
    golden("y = kv.put(k, v, ttl=3)\n", "y = __sk_b_2_kv_put(k, v, ttl=3)")
    # not a binding: an ordinary guarded method call
    golden("y = other.get(k)\n", "y = __sk_gm(other, 'get')(other, k)", bindings=())


def test_binding_hook_names_are_unambiguous() -> None:
    assert abi.binding_hook("a_b", "c") != abi.binding_hook("a", "b_c")
    assert abi.is_abi_name(abi.binding_hook("a", "b"))


def test_last_expression_of_a_script_is_the_result() -> None:
    golden("x = 1\nx + 1\n", "x = 1\n__sk_result = x + 1", script=True)
    golden("x = 1\nx + 1\n", "x = 1\nx + 1", script=False)
    golden("x = 1\n", "x = 1", script=True)  # no trailing expression: no result


def test_annotations_are_kept_where_cpython_evaluates_them() -> None:
    # parameters and returns stay on the def (evaluated at def time); a module's x: T is
    # evaluated after the store and dropped; a function body's x: T is never evaluated
    golden(
        "def f(a: int, *b: str, c: X = 1, **d: Y) -> Z:\n    pass\n",
        "def f(a: int, *b: str, c: X=1, **d: Y) -> Z:\n    __sk_next(__sk_F)\n    pass",
    )
    golden("x: int = 1\n", "x = 1\nint")
    golden("x: int\n", "int")
    golden("def f():\n    x: int\n", "def f():\n    __sk_next(__sk_F)\n    if False:\n        x = None")
    golden(
        "class C:\n    x: int = 1\n",
        "class C:\n    __sk_annotations__ = {}\n    x: 'int' = 1\n    __sk_annotations__['x'] = int",
    )


def test_deferred_annotations_are_inert_strings() -> None:
    future = "from __future__ import annotations\n"
    golden(
        future + "def f(a: int, *b: str, c: X = 1, **d: Y) -> Z:\n    pass\n",
        "pass\n\ndef f(a: 'int', *b: 'str', c: 'X'=1, **d: 'Y') -> 'Z':\n    __sk_next(__sk_F)\n    pass",
    )
    golden(future + "x: int = 1\n", "pass\nx = 1")
    golden(future + "class C:\n    x: int = 1\n", "pass\n\nclass C:\n    x: 'int' = 1")


def test_lowered_tree_has_no_attribute_node_and_keeps_positions() -> None:
    source = "import math\ndef f(a):\n    return [math.sqrt(x).real for x in a.keys()]\n"
    tree, _ = parse(source, "m.py")
    assert tree is not None
    out = lower(tree, {}, script=True)
    # the only attribute nodes: the plain branches of typed receivers (a.keys here)
    plain = [n for n in ast.walk(out) if isinstance(n, ast.Attribute)]
    assert [ast.unparse(n) for n in plain] == ["a.keys"]
    typed = [n for n in ast.walk(out) if isinstance(n, ast.IfExp)]
    assert [ast.unparse(n.test) for n in typed] == ["__sk_type(a) in __sk_S"]
    for node in ast.walk(out):
        if "lineno" in node._attributes:
            assert isinstance(node.lineno, int) and 1 <= node.lineno <= 3, ast.dump(node)


# --- the ABI ------------------------------------------------------------------------------

# A program that exercises every rewrite.
EVERYTHING = """
import math
from json import dumps
def f(a, *b, **c):
    'doc'
    x: int = 1
    for i in a:
        x **= i
        x <<= i
    while x > 10:
        x = x // 2
    y = [t for t in b if t in a]
    z = {k: v for k, v in c.items()}
    w = (lambda q: q ** x)(2) + ~x
    try:
        kv.get(str(x))
    except ValueError as e:
        raise KeyError(x) from e
    finally:
        print(*b, math.pi, dumps(z), y, w, x << x)
    d = {}
    d['k'] = 1
    d['k'] **= x
    match x:
        case int(real=r):
            pass
        case math.pi | 2:
            pass
    return f'{x:>{w}}'
class P:
    def __init__(self, v):
        super().__init__()
        self.v = v
        self.v += 1
        a, self.w = 1, 2
        print(sorted(vars(self)), len(self.__dict__))
        with v as w:
            pass
async def g():
    async with g() as m:
        async for x in m:
            pass
    return [await g() async for y in m]
f([1], 2, 3, k=4)
"""


def _lowered_names(source: str) -> set[str]:
    tree, _ = parse(source, "m.py")
    assert tree is not None
    out = lower(tree, {"kv": object()}, script=True)
    return {n.id for n in ast.walk(out) if isinstance(n, ast.Name)}


def _runtime_hooks() -> set[str]:
    """The hooks the runtime namespace provides: the template plus the per-run names
    (the meter ``__sk_F``) and the data slots lowered code writes itself."""
    provided = {k for k in state._TEMPLATE if k.startswith("__sk_") and not k.endswith("__")}
    return provided | {"__sk_F", "__sk_result", "__sk_f"}


def test_every_hook_has_its_class_body_spelling() -> None:
    # Inside a class CPython would mangle __sk_ga to _C__sk_ga: the lowering spells hooks
    # there with a trailing "__", and the runtime provides each hook under both names.
    for k in _runtime_hooks() - {"__sk_F", "__sk_result", "__sk_f"}:
        assert state._TEMPLATE[k + "__"] is state._TEMPLATE[k]
    names = _lowered_names("class C:\n    def m(self):\n        return self.x\n")
    assert "__sk_ga__" in names and "__sk_ga" not in names


def test_lowering_emits_only_abi_names() -> None:
    emitted = {n for n in _lowered_names(EVERYTHING) if n.startswith("__") and n != "__class__"}
    emitted = {n[:-2] if n.endswith("__") else n for n in emitted}
    assert emitted, "the corpus exercises the rewrites"
    assert all(abi.is_abi_name(n) for n in emitted), emitted
    # and every hook it emits exists at run time
    hooks = {
        n for n in emitted if not n.startswith(abi.BINDING_HOOK_PREFIX) and not n.startswith(abi.PATTERN_TEMP_PREFIX)
    }
    assert hooks <= _runtime_hooks()
    # the corpus really covers the hook set (so the assertion above means something)
    assert hooks == set(abi.HOOKS)


def test_raise_from_goes_through_the_cause_hook() -> None:
    tree, _ = parse("try:\n    pass\nexcept ValueError as e:\n    raise KeyError('k') from e\n", "m.py")
    assert tree is not None
    out = lower(tree, {}, script=True)
    (raise_,) = [n for n in ast.walk(out) if isinstance(n, ast.Raise)]
    assert raise_.cause is None  # the hook sets (and marks) the cause
    assert isinstance(raise_.exc, ast.Call) and isinstance(raise_.exc.func, ast.Name)
    assert raise_.exc.func.id == "__sk_cause"


def test_abi_hooks_are_exactly_what_the_runtime_provides() -> None:
    assert set(abi.HOOKS) == _runtime_hooks()


def test_every_hook_has_the_reserved_prefix() -> None:
    for name in abi.HOOKS:
        assert name.startswith("__sk_")
        # and a guest can never spell it
        with pytest.raises(stockade.CompileError) as info:
            stockade.compile(f"x = {name}\n")
        assert [d.code for d in info.value.diagnostics] == ["STK-V002"]


def test_run_namespace_holds_only_abi_names_besides_builtins() -> None:
    class KV(stockade.Binding):
        @stockade.export
        def get(self, key: str) -> str:
            return key

    program = stockade.compile("x = kv.get('a')\n", bindings={"kv": KV})
    run_state = state.RunState(program, stockade.Limits(), {"kv": KV()})
    ns = run_state.namespace("main")
    extra = set(ns) - {"__builtins__", "__name__"}
    assert all(abi.is_abi_name(k) for k in extra), extra
    assert abi.binding_hook("kv", "get") in ns
    assert set(abi.HOOKS) - {"__sk_result", "__sk_f"} <= set(ns)


# --- codegen's output check ----------------------------------------------------------------


def _check(source: str, allowed: frozenset[str] = frozenset()) -> list[tuple[str, str]]:
    code = compile(source, "t.py", "exec", dont_inherit=True)
    return [(d.code, d.message) for d in codegen.check_code(code, allowed, "t.py")]


def _opcodes(code: types.CodeType) -> Iterator[str]:
    for c in codegen.code_objects(code):
        for ins in dis.get_instructions(c):
            yield ins.opname


def test_check_code_rejects_an_attribute_load() -> None:
    found = _check("y = x.y\n", frozenset({"x", "y"}))
    assert {c for c, _m in found} == {"STK-C002"}
    assert any(c == "STK-C002" and "LOAD_ATTR" in m for c, m in found)


def test_check_code_rejects_a_method_call() -> None:
    found = _check("x.y()\n", frozenset({"x", "y"}))
    assert any(c == "STK-C002" and ("LOAD_METHOD" in m or "LOAD_ATTR" in m) for c, m in found)


def test_check_code_rejects_an_import() -> None:
    found = _check("import os\n")
    assert ("STK-C001", "emitted code names 'os', which is outside the ABI") in found
    assert any(c == "STK-C002" and "IMPORT_NAME" in m for c, m in found)
    found = _check("from os import path\n", frozenset({"os", "path"}))
    assert any(c == "STK-C002" and "IMPORT_NAME" in m for c, m in found)
    assert any(c == "STK-C002" and "IMPORT_FROM" in m for c, m in found)


@pytest.mark.parametrize(
    ("source", "opcode"),
    [
        ("x.y = 1\n", "STORE_ATTR"),
        ("del x.y\n", "DELETE_ATTR"),
    ],
)
def test_check_code_rejects_other_forbidden_opcodes(source: str, opcode: str) -> None:
    found = _check(source, frozenset({"x", "y", "A"}))
    assert any(c == "STK-C002" and opcode in m for c, m in found), found


def test_check_code_rejects_names_outside_the_abi_in_nested_code() -> None:
    found = _check("def f():\n    return open\n", frozenset({"f"}))
    assert [c for c, _m in found] == ["STK-C001"]
    assert "'open'" in found[0][1]


def test_check_code_accepts_lowered_guest_code() -> None:
    program = stockade.compile(EVERYTHING.replace("kv.get(str(x))", "str(x)"))
    for code in program.codes.values():
        assert not {"IMPORT_NAME", "IMPORT_FROM"} & set(_opcodes(code))
        for c in codegen.code_objects(code):
            # attribute opcodes only in a method's fast copy, behind the __sk_own check, and
            # loads as the plain branch of a typed receiver
            if "__sk_own__" not in c.co_names:
                listed = list(dis.get_instructions(c))
                for n, ins in enumerate(listed):
                    if ins.opname in {"LOAD_ATTR", "LOAD_METHOD"}:
                        assert codegen._typed_receiver_ok(listed, n), ins
                    assert ins.opname not in {"STORE_ATTR", "DELETE_ATTR"}
    tree, _ = parse(EVERYTHING.replace("kv.get(str(x))", "str(x)"), "m.py")
    assert tree is not None
    idents = frozenset(
        ident
        for node in ast.walk(tree)
        for ident in [getattr(node, f, None) for f in ("id", "arg", "name", "asname", "attr")]
        if isinstance(ident, str)
    )
    code = codegen.codegen(lower(tree, {}, script=True), "m.py")
    assert codegen.check_code(code, idents, "m.py") == []


def test_check_code_allows_abi_names_without_listing_them() -> None:
    assert _check("__sk_result = __sk_ga(x, 'y')\n", frozenset({"x"})) == []
    assert _check("__sk_b_2_kv_get(1)\n") == []


# -- the receiver fast path of methods (lower._fast_copy, _native.own) ---------------------


def test_method_with_attribute_access_is_emitted_twice_behind_own() -> None:
    out = lowered(
        "class C:\n"
        "    def m(self, o):\n"
        '        """doc"""\n'
        "        self.t = o.v\n"
        "        self.t += 1\n"
        "        return self.f(o)\n"
    )
    assert '"""doc"""' in out.split("if __sk_own__")[0]  # the docstring stays first
    assert "if __sk_own__(__sk_F__, (('t', 'f'), ('t',), ('v',), ()), self, o):" in out
    fast, slow = out.split("else:")
    assert "self.t = o.v" in fast and "return self.f(o)" in fast
    assert "__sk_f__ = self.t" in fast and "self.t = __sk_f__" in fast
    assert "__sk_ga__" not in fast and "__sk_sa__" not in fast
    assert "__sk_sa__(__sk_ga__(o, 'v'), self, 't')" in slow
    assert "__sk_next__" not in out  # __sk_own is the entry tick


@pytest.mark.parametrize(
    "body",
    [
        "self = 1\n        return self.x\n",  # rebound
        "f = lambda: self.x\n        return f\n",  # named in a nested scope
        "return [self.x for _ in range(2)]\n",  # a comprehension is a nested scope
        "global g\n        return self.x\n",  # a declaration cannot be duplicated
        "return self.__init__\n",  # dunders stay guarded
        "match 1:\n            case _:\n                return self.x\n",  # patterns are hoisted into lambdas
    ],
)
def test_no_fast_copy_when_the_receiver_is_not_provably_the_checked_object(body: str) -> None:
    out = lowered(f"class C:\n    def m(self):\n        {body}")
    assert "__sk_own" not in out
    assert "__sk_next__(__sk_F__)" in out


def test_functions_outside_classes_get_no_fast_copy() -> None:
    assert "__sk_own" not in lowered("def f(p):\n    return p.x\n")


def test_unpacking_and_del_targets_stay_guarded_in_the_fast_copy() -> None:
    out = lowered("class C:\n    def m(self):\n        self.a, b = 1, 2\n        del self.c\n        return self.d\n")
    fast = out.split("else:")[0]
    assert "__sk_at__(self)['a']" in fast and "del __sk_at__(self)['c']" in fast
    assert "return self.d" in fast


@pytest.mark.parametrize(
    "source",
    [
        "def m(self):\n    return self.x\n",  # no __sk_own in the code object
        "def m(self):\n    __sk_own(__sk_F, ((), ()), self)\n    self = 1\n    return self.x\n",  # rebound
        "def m(self):\n    __sk_own(__sk_F, ((), ()), self)\n    y = self\n    return y.x\n",  # not a parameter
        "def m(self):\n    __sk_own(__sk_F, ((), ()), self)\n    return self.__class__\n",  # dunder
        "def m(self):\n    __sk_own(__sk_F, ((), ()), self)\n    return g().x\n",  # not a load of a name
        "def m(self):\n    __sk_own(__sk_F, ((), ()), self)\n    return lambda: self.x\n",  # a cell
    ],
)
def test_check_code_rejects_attribute_opcodes_outside_a_checked_receiver(source: str) -> None:
    found = _check(source, frozenset({"m", "self", "x", "y", "g"}))
    assert any(c == "STK-C002" for c, _m in found), found


def test_check_code_accepts_a_checked_receivers_plain_accesses() -> None:
    source = "def m(self, o):\n    __sk_own(__sk_F, ((), ()), self, o)\n    self.x = o.y\n    return self.f(o)\n"
    assert _check(source, frozenset({"m", "self", "o", "x", "y", "f"})) == []


def test_fast_copy_runs_for_guest_instances_and_exceptions() -> None:
    program = stockade.compile(
        "class A:\n"
        "    def __init__(self):\n"
        "        self.x = 1\n"
        "    def get(self):\n"
        "        return self.x\n"
        "class E(Exception):\n"
        "    def first(self):\n"
        "        return self.args[0]\n"
        "def main():\n"
        "    a = A()\n"
        "    return [a.get(), A.get(a), E(7).first(), E.first(E(8))]\n"
    )
    assert stockade.run(program, "main", []).value == [1, 1, 7, 8]


def test_own_verdict_cache_follows_the_class_version() -> None:
    # own() remembers "this class passed this spec" by the class's version tag; changing
    # the class (here: its marker, which the guest never can) must drop that verdict.
    from stockade import _native
    from stockade._runtime import classes
    from stockade._runtime.state import RunState

    program = stockade.compile("class A:\n    def __init__(self):\n        self.x = 1\n")
    state = RunState(program, stockade.Limits(fuel=10**6), {})
    ns = state.namespace("main")
    exec(program.codes["main"], ns)
    cls = ns["A"]
    obj = cls()
    spec = (("x",), ())
    meter = ns["__sk_F"]
    assert _native.own(meter, spec, obj) is True
    assert _native.own(meter, spec, obj) is True  # from the cache
    marker = vars(cls)[classes.MARKER]
    type.__setattr__(cls, classes.MARKER, (frozenset({"x"}), marker[1]))
    assert _native.own(meter, spec, obj) is False
    assert _native.own(meter, (("y",), ()), obj) is True
    type.__setattr__(cls, classes.MARKER, marker)
    assert _native.own(meter, spec, obj) is True
    assert _native.own(meter, spec, 5) is False  # not a guest instance


# -- typed receivers (lower, "typed receivers"; codegen._typed_receiver_ok) ----------------


def test_attribute_read_on_a_name_has_a_typed_receiver_form() -> None:
    assert lowered("y = a.b\n", typed=True) == "y = a.b if __sk_type(a) in __sk_S else __sk_ga(a, 'b')"
    assert lowered("y = a.b(x, k=1)\n", typed=True) == (
        "y = a.b(x, k=1) if __sk_type(a) in __sk_S else __sk_gm(a, 'b')(a, x, k=1)"
    )
    out = lowered("class C:\n    y = a.b\n", typed=True)  # class-body spelling of the hooks
    assert "y = a.b if __sk_type__(a) in __sk_S__ else __sk_ga__(a, 'b')" in out


@pytest.mark.parametrize(
    "source",
    [
        "import m\ny = m.b\n",  # a module
        "import m\ny = m.b(1)\n",
        "y = kv.get(1)\n",  # a binding
        "y = f().b\n",  # not a name
        "y = a.__doc__\n",  # a dunder (refused by the verifier anyway)
    ],
)
def test_typed_receiver_form_only_for_plain_names_on_names(source: str) -> None:
    assert "__sk_type" not in lowered(source, typed=True)


@pytest.mark.parametrize(
    "args",
    [
        "b.n(1)",  # a typed call inside: never duplicated twice over
        "lambda: 1",  # a nested scope
        "(z := 1)",  # a walrus
        "[i for i in x]",
        "(" + " + ".join(["x"] * 40) + ")",  # too large
    ],
)
def test_typed_method_call_only_with_small_plain_arguments(args: str) -> None:
    out = lowered(f"def f(a, b, x):\n    return a.m({args})\n", typed=True)
    assert "a.m(" not in out and "__sk_gm(a, 'm')(a, " in out


def test_check_code_accepts_the_typed_receiver_form() -> None:
    for source in [
        "y = a.b if __sk_type(a) in __sk_S else __sk_ga(a, 'b')\n",  # module level: LOAD_NAME
        "def f(a):\n    return a.b(1) if __sk_type(a) in __sk_S else 0\n",  # LOAD_FAST, method
        "def f():\n    return g.b if __sk_type(g) in __sk_S else 0\n",  # LOAD_GLOBAL
        "def f(a):\n    def h():\n        return a.b if __sk_type(a) in __sk_S else 0\n    return h\n",  # LOAD_DEREF
        "def f(a):\n    if (a.b if __sk_type(a) in __sk_S else 0):\n        return 1\n",  # in a test
        "class C:\n    y = a.b if __sk_type__(a) in __sk_S__ else 0\n",  # class body spelling
    ]:
        assert _check(source, frozenset({"a", "b", "f", "g", "h", "y", "C"})) == [], source


@pytest.mark.parametrize(
    "source",
    [
        "y = a.b\n",
        "y = a.b if __sk_type(c) in __sk_S else 0\n",  # checked another name
        "y = a.b if __sk_type(a) not in __sk_S else 0\n",  # inverted
        "y = 0 if __sk_type(a) in __sk_S else a.b\n",  # the other branch
        "y = a.b if __sk_type(a) in s else 0\n",  # not the hook's set
        "y = a.b if t(a) in __sk_S else 0\n",  # not the hook's type
        "y = a.b if __sk_type(a, 1) in __sk_S else 0\n",  # not type(a)
        "y = __sk_type(a) in __sk_S and a.b\n",  # a different shape (COPY, POP_TOP)
        "y = a.__class__ if __sk_type(a) in __sk_S else 0\n",  # a dunder
        "def f(a):\n    return a.b if __sk_type(a) in __sk_S else 0\n    a = 1\n",  # fine: same variable
    ][:-1],
)
def test_check_code_rejects_attribute_loads_outside_the_typed_receiver_form(source: str) -> None:
    found = _check(source, frozenset({"a", "b", "c", "s", "t", "y", "f"}))
    assert any(code == "STK-C002" for code, _m in found), (source, found)


def test_plain_classes_are_guest_classes_whose_instances_read_every_plain_name() -> None:
    from stockade._native import PLAIN_CLASSES
    from stockade._runtime.state import RunState

    program = stockade.compile(
        "from abc import ABC\nfrom dataclasses import dataclass\nfrom enum import Enum\n"
        "from typing import NamedTuple\n"
        "class A:\n    pass\nclass B(A):\n    pass\nclass E(Exception):\n    pass\n"
        "class M(A, Exception):\n    pass\nclass Ab(ABC):\n    pass\nclass Co(Enum):\n    R = 1\n"
        "@dataclass\nclass D:\n    x: int\nclass P(NamedTuple):\n    x: int\n"
    )
    state = RunState(program, stockade.Limits(), {})
    ns = state.namespace("main")
    from stockade._runtime import context

    prev = context.enter(state)
    try:
        exec(program.codes["main"], ns)
    finally:
        context.leave(prev)
    verdict = {name: ns[name] in PLAIN_CLASSES for name in ("A", "B", "E", "M", "Ab", "Co", "D", "P")}
    assert verdict == {"A": True, "B": True, "E": False, "M": False, "Ab": False, "Co": False, "D": True, "P": False}
    assert not any(t in PLAIN_CLASSES for t in (int, object, type, dict, Exception, 5, "A"))


def test_compiled_code_keeps_the_typed_receiver_form_on_this_python() -> None:
    program = stockade.compile(
        "class V:\n    x = 1\n    def m(self, k):\n        return k\ndef f(v):\n    return v.x + v.m(1)\n"
    )
    code = next(c for c in codegen.code_objects(program.codes["main"]) if c.co_name == "f")
    ops = [ins.opname for ins in dis.get_instructions(code)]
    assert "__sk_S" in code.co_names and ("LOAD_ATTR" in ops or "LOAD_METHOD" in ops)


def test_compile_falls_back_to_the_guarded_form_when_codegen_does_not_recognise_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(codegen, "_typed_receiver_ok", lambda ins, i: False)
    source = "class V:\n    def __init__(self):\n        self.x = 2\n    def m(self, k):\n        return self.x * k\n"
    source += "def f():\n    v = V()\n    return v.x + v.m(3)\n"
    program = stockade.compile(source)
    code = next(c for c in codegen.code_objects(program.codes["main"]) if c.co_name == "f")
    assert "__sk_S" not in code.co_names
    assert stockade.run(program, "f", []).value == 8


TYPED_CONTEXTS = """
import asyncio
class V:
    k = 1
    def __init__(self, x):
        self.x = x
    def m(self, y):
        return self.x + y
class B:
    v = V(3)
    got = v.x + v.m(1)
def gen(v):
    yield v.x
    yield v.m(2)
async def co(v):
    await asyncio.sleep(0)
    return v.m(v.x)
def comp(vs):
    a = [v.x for v in vs]
    b = {v.x: v.m(1) for v in vs}
    c = list(v.m(v.x) for v in vs)
    f = lambda v: v.m(1)
    return a, b, c, f(vs[0])
def nested(v):
    def inner():
        return v.x + v.m(1)
    return inner()
def cond(v):
    if v.x and not v.m(0):
        return 1
    while v.x < 5 and v.m(1) > 0:
        v = V(v.x + 1)
    try:
        r = v.x
    except AttributeError:
        r = None
    return (v.x, r, v.x if v.m(0) else -1)
def matchy(v, c):
    match c:
        case V.k:
            return v.x
    return v.m(0)
def main():
    vs = [V(1), V(2)]
    return [B.got, list(gen(vs[0])), asyncio.run(co(vs[1])), comp(vs), nested(vs[0]), cond(vs[0]), matchy(vs[0], 1)]
"""


def test_typed_receivers_in_every_kind_of_scope_compile_without_fallback_and_match_cpython(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # class bodies, generators, coroutines, comprehensions, lambdas, closures, conditions,
    # loops, match: CPython lays the form out as codegen expects on this version.
    from stockade import _program

    def no_fallback(*args: object, **kwargs: object) -> None:
        raise AssertionError("the compiler fell back to the guarded form")

    checked = codegen.check_code

    def strict(code: types.CodeType, allowed: frozenset[str], name: str) -> list[object]:
        found = checked(code, allowed, name)
        if found:
            no_fallback()
        return found  # type: ignore[return-value]

    monkeypatch.setattr(_program, "check_code", strict)
    program = stockade.compile(TYPED_CONTEXTS)
    native: dict[str, object] = {}
    exec(compile(TYPED_CONTEXTS, "native.py", "exec"), native)
    assert stockade.run(program, "main", []).value == native["main"]()  # type: ignore[operator]
