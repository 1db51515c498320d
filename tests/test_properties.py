"""Hypothesis properties of the compiler and the runtime.

(a) The verifier never crashes: for any text, and for generated valid Python (including
    refused constructs), ``stockade.compile`` returns a Program or raises CompileError.
(b) Lowered code names nothing outside the ABI: every name in every emitted code object is
    an ABI hook or a variable of the guest's own source, and no attribute-load or import
    opcode is emitted.
(c) Differential: generated expressions over ints, floats, strs, lists and bools give the
    same value (or the same exception type) under stockade.eval as under CPython's eval, or
    are refused at compile time; never a different answer.
"""

from __future__ import annotations

import ast
import builtins
import dis
import sys
import types
import warnings
from collections.abc import Callable, Iterator
from typing import Any

from hypothesis import HealthCheck, given, reject, settings
from hypothesis import strategies as st

import stockade
from stockade._compiler import abi

SETTINGS = settings(
    max_examples=200,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.data_too_large],
)


class KV(stockade.Binding):
    @stockade.export
    def get(self, key: str, default: str = "") -> str:
        return default


BINDINGS = {"kv": KV}


def compile_outcome(source: str) -> stockade.Program | None:
    """Program, or None when refused with CompileError. Any other exception fails."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return stockade.compile(source, bindings=BINDINGS)
    except stockade.CompileError as e:
        assert e.diagnostics
        for d in e.diagnostics:
            assert isinstance(d, stockade.Diagnostic)
            assert d.code.startswith("STK-") and d.file == "main.py"
            assert d.line >= 1 and d.col >= 0
        return None


# --- strategies: source text ------------------------------------------------------------

printable_text = st.text(
    alphabet=st.characters(min_codepoint=32, max_codepoint=126) | st.sampled_from("\n\t\r\x0c\u00e9\u4e2d"),
    max_size=300,
)

TOKENS = [
    "def", "f", "g", "(", ")", ":", "\n", "    ", "return", "x", "y", "=", "1", "2.5", "+", "-", "*", "**", "/", "%",
    "import", "os", "math", "json", "from", "class", "lambda", "__x", "__class__", ".", "[", "]", "{", "}", ",",
    "for", "in", "while", "if", "else", "elif", "yield", "with", "as", "try", "except", "finally", "raise",
    "kv", "get", "'s'", "b'b'", "f'{x}'", "not", "and", "or", "is", "global", "nonlocal", "del", "async",
    "await", "@", "__import__", "eval", "type", "match", "case", "assert", "pass", "break", "continue", "*",
    "->", ":=", "...", "None", "True", "#", "\\", "'", '"', ";", "print", "__name__", "__sk_F", "append",
]

token_soup = st.lists(st.sampled_from(TOKENS), max_size=60).map(" ".join)


# --- strategies: valid Python from a small grammar ------------------------------------------

ADMITTED_NAMES = ["x", "y", "acc", "item", "total", "print", "len", "range", "sorted", "str", "abs", "min", "max", "sum", "math", "json"]
HOSTILE_NAMES = ["__x", "__class__", "__builtins__", "__sk_F", "__sk_ga", "eval", "type", "getattr", "open", "kv", "__name__"]
ADMITTED_ATTRS = ["append", "upper", "keys", "items", "get", "real", "split", "join", "pi", "sqrt", "count", "format"]
HOSTILE_ATTRS = ["__class__", "__globals__", "gi_frame", "f_back", "foo", "__subclasses__", "mro", "system"]
ADMITTED_MODULES = ["math", "json", "itertools", "functools", "string", "typing"]
HOSTILE_MODULES = ["socket", "sys", "subprocess", "util", "nothere", "urllib.request", "importlib"]
BINOPS = ["+", "-", "*", "/", "//", "%", "**", "<<", ">>", "|", "&", "^"]
CMPOPS = ["<", "<=", "==", "!=", ">", ">=", "in", "not in", "is", "is not"]


class Grammar:
    """Draws Python source; ``hostile`` mixes in refused constructs and names."""

    def __init__(self, draw: Callable[[st.SearchStrategy[Any]], Any], hostile: bool) -> None:
        self.draw = draw
        self.hostile = hostile
        self.counter = 0

    def choice(self, options: list[Any]) -> Any:
        return self.draw(st.sampled_from(options))

    def chance(self, p: float) -> bool:
        return bool(self.draw(st.floats(min_value=0, max_value=1)) < p)

    def name(self) -> str:
        if self.hostile and self.chance(0.15):
            return str(self.choice(HOSTILE_NAMES))
        return str(self.choice(ADMITTED_NAMES))

    def target(self) -> str:
        if self.hostile and self.chance(0.1):
            return str(self.choice(["__x", "kv", "__sk_f", "x.attr", "x[0]", "x, *y"]))
        return str(self.choice(["x", "y", "acc", "item", "total", "x, y", "x[0]", "(x, y)", "[x, y]"]))

    def attr(self) -> str:
        if self.hostile and self.chance(0.3):
            return str(self.choice(HOSTILE_ATTRS))
        return str(self.choice(ADMITTED_ATTRS))

    def expr(self, depth: int = 0) -> str:
        if depth >= 3 or self.chance(0.3):
            return self.atom()
        kind = self.choice(
            ["binop", "unary", "compare", "boolop", "call", "attr", "method", "subscript", "slice", "lambda",
             "listcomp", "dictcomp", "genexp", "fstring", "ifexp", "walrus", "list", "dict", "binding", "star"]
        )
        e = lambda: self.expr(depth + 1)  # noqa: E731 - local shorthand
        if kind == "binop":
            op = self.choice(BINOPS + (["@"] if self.hostile else []))
            return f"({e()} {op} {e()})"
        if kind == "unary":
            return f"({self.choice(['-', '+', '~', 'not '])}{e()})"
        if kind == "compare":
            parts = [e()]
            for _ in range(self.draw(st.integers(1, 2))):
                parts += [self.choice(CMPOPS), e()]
            return "(" + " ".join(parts) + ")"
        if kind == "boolop":
            return f"({e()} {self.choice(['and', 'or'])} {e()})"
        if kind == "call":
            args = [e() for _ in range(self.draw(st.integers(0, 2)))]
            if self.chance(0.2):
                args.append(f"*{e()}")
            if self.chance(0.2):
                args.append(f"key={e()}")
            return f"{self.name()}({', '.join(args)})"
        if kind == "attr":
            return f"{self.atom()}.{self.attr()}"
        if kind == "method":
            return f"{self.atom()}.{self.attr()}({e()})"
        if kind == "subscript":
            return f"{e()}[{e()}]"
        if kind == "slice":
            return f"{e()}[{self.choice(['1:', ':2', '::-1', '1:3:2', ':'])}]"
        if kind == "lambda":
            param = self.choice(["a", "a, b=1", "*a", "a, /, b", "*, k", "**kw"] + (["__a"] if self.hostile else []))
            return f"(lambda {param}: {e()})"
        if kind == "listcomp":
            return f"[{e()} for v in {e()} if {e()}]"
        if kind == "dictcomp":
            return f"{{v: {e()} for v in {e()}}}"
        if kind == "genexp":
            return f"sum(v for v in {e()})"
        if kind == "fstring":
            return f"f'{{{self.atom()}!r:>{{3}}}} and {{{self.atom()}}}'"
        if kind == "ifexp":
            return f"({e()} if {e()} else {e()})"
        if kind == "walrus":
            return f"(w := {e()})"
        if kind == "list":
            return f"[{e()}, {e()}]"
        if kind == "dict":
            return f"{{'k': {e()}, **{{}}}}"
        if kind == "binding":
            if self.hostile and self.chance(0.3):
                return self.choice(["kv.nope()", "kv.get()", "kv", "kv.get"])
            return f"kv.get({e()})"
        return f"[*{e()}]"

    def atom(self) -> str:
        kind = self.choice(["int", "float", "str", "name", "const", "list", "tuple"])
        if kind == "int":
            return str(self.draw(st.integers(-5, 100)))
        if kind == "float":
            return repr(self.draw(st.floats(-10, 10, allow_nan=False)))
        if kind == "str":
            return repr(self.draw(st.text(alphabet="abc%{} ", max_size=5)))
        if kind == "name":
            return self.name()
        if kind == "const":
            return str(self.choice(["None", "True", "False", "..."]))
        if kind == "list":
            return "[1, 2, 3]"
        return "(1, 'a')"

    def block(self, indent: int, in_func: bool, in_loop: bool, depth: int) -> list[str]:
        n = self.draw(st.integers(1, 3))
        lines: list[str] = []
        for _ in range(n):
            lines += self.stmt(indent, in_func, in_loop, depth)
        return lines

    def stmt(self, indent: int, in_func: bool, in_loop: bool, depth: int) -> list[str]:
        pad = "    " * indent
        simple = ["assign", "augassign", "expr", "pass", "assert", "raise", "del", "import", "from", "subassign"]
        compound = ["if", "for", "while", "def", "try"] if depth < 2 else []
        extra = []
        if in_func:
            extra += ["return"]
        if in_loop:
            extra += ["break", "continue"]
        if self.hostile:
            extra += ["class", "with", "yield", "async", "decorated", "match", "attrassign", "global"]
        kind = self.choice(simple + compound + extra)
        e = self.expr
        if kind == "assign":
            return [f"{pad}{self.target()} = {e()}"]
        if kind == "augassign":
            return [f"{pad}{self.choice(['x', 'acc', 'total'])} {self.choice(BINOPS)}= {e()}"]
        if kind == "subassign":
            return [f"{pad}x[{e()}] = {e()}"]
        if kind == "expr":
            return [f"{pad}{e()}"]
        if kind == "pass":
            return [f"{pad}pass"]
        if kind == "assert":
            return [f"{pad}assert {e()}, {e()}"]
        if kind == "raise":
            return [f"{pad}raise {self.choice(['ValueError', 'KeyError', 'TypeError'])}({e()})" + (f" from {e()}" if self.chance(0.2) else "")]
        if kind == "del":
            return [f"{pad}del {self.choice(['x', 'x[0]', 'acc'] + (['x.y', '__x'] if self.hostile else []))}"]
        if kind == "import":
            mods = ADMITTED_MODULES + (HOSTILE_MODULES if self.hostile else [])
            return [f"{pad}import {self.choice(mods)}" + (f" as {self.choice(['m', '__m', 'kv'] if self.hostile else ['m', 'mod'])}" if self.chance(0.2) else "")]
        if kind == "from":
            mod = self.choice(["math", "json", "itertools"] + (HOSTILE_MODULES[:3] if self.hostile else []))
            member = self.choice(["pi", "sqrt", "dumps", "loads", "chain", "count", "nope"] + (["*"] if self.hostile else []))
            return [f"{pad}from {mod} import {member}"]
        if kind == "return":
            return [f"{pad}return {e()}"]
        if kind in ("break", "continue"):
            return [f"{pad}{kind}"]
        if kind == "if":
            lines = [f"{pad}if {e()}:", *self.block(indent + 1, in_func, in_loop, depth + 1)]
            if self.chance(0.4):
                lines += [f"{pad}elif {e()}:", *self.block(indent + 1, in_func, in_loop, depth + 1)]
            if self.chance(0.4):
                lines += [f"{pad}else:", *self.block(indent + 1, in_func, in_loop, depth + 1)]
            return lines
        if kind == "for":
            lines = [f"{pad}for {self.choice(['v', 'i', 'a, b'])} in {e()}:", *self.block(indent + 1, in_func, True, depth + 1)]
            if self.chance(0.3):
                lines += [f"{pad}else:", *self.block(indent + 1, in_func, in_loop, depth + 1)]
            return lines
        if kind == "while":
            return [f"{pad}while {e()}:", *self.block(indent + 1, in_func, True, depth + 1)]
        if kind == "def":
            self.counter += 1
            params = self.choice(["", "a", "a, b=1", "*args, **kwargs", "a, /, b, *, c=2", "x=[]"] + (["__p", "kv"] if self.hostile else []))
            return [f"{pad}def fn{self.counter}({params}):", *self.block(indent + 1, True, False, depth + 1)]
        if kind == "try":
            lines = [f"{pad}try:", *self.block(indent + 1, in_func, in_loop, depth + 1)]
            handler = self.choice(["except ValueError as err:", "except (KeyError, TypeError):", "except:", "except BaseException as err:"])
            lines += [f"{pad}{handler}", *self.block(indent + 1, in_func, in_loop, depth + 1)]
            if self.chance(0.3):
                lines += [f"{pad}else:", *self.block(indent + 1, in_func, in_loop, depth + 1)]
            if self.chance(0.4):
                lines += [f"{pad}finally:", *self.block(indent + 1, in_func, in_loop, depth + 1)]
            return lines
        if kind == "class":
            return [f"{pad}class C:", f"{pad}    z = {e()}"]
        if kind == "with":
            return [f"{pad}with {e()} as w:", f"{pad}    pass"]
        if kind == "yield":
            return [f"{pad}def gen():", f"{pad}    yield {e()}"]
        if kind == "async":
            return [f"{pad}async def co():", f"{pad}    await {e()}"]
        if kind == "decorated":
            return [f"{pad}@{self.name()}", f"{pad}def deco():", f"{pad}    pass"]
        if kind == "match":
            return [f"{pad}match {e()}:", f"{pad}    case 1:", f"{pad}        pass"]
        if kind == "attrassign":
            return [f"{pad}{self.atom()}.{self.attr()} = {e()}"]
        return [f"{pad}def glob():", f"{pad}    global {self.choice(['x', '__g', 'kv'])}", f"{pad}    pass"]


@st.composite
def python_programs(draw: Callable[[st.SearchStrategy[Any]], Any], hostile: bool = True) -> str:
    grammar = Grammar(draw, hostile)
    lines = ["x = [1, 2, 3]", "acc = 0", "total = 0", "item = 'a'", "y = 2"]
    for _ in range(draw(st.integers(1, 4))):
        lines += grammar.stmt(0, False, False, 0)
    source = "\n".join(lines) + "\n"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            compile(source, "<generated>", "exec", dont_inherit=True)
        except SyntaxError:
            reject()  # the grammar occasionally writes what CPython refuses (walrus in a comprehension, ...)
        except SystemError:
            # CPython 3.12.0-3.12.1 fail to compile some comprehensions in class bodies
            # (a compiler bug of theirs); guest classes are refused anyway.
            reject()
    return source


# --- (a) the verifier never crashes -----------------------------------------------------------


@SETTINGS
@given(printable_text)
def test_compile_never_crashes_on_random_text(source: str) -> None:
    compile_outcome(source)


@SETTINGS
@given(token_soup)
def test_compile_never_crashes_on_token_soup(source: str) -> None:
    compile_outcome(source)


@SETTINGS
@given(python_programs(hostile=True))
def test_compile_never_crashes_on_generated_python(source: str) -> None:
    compile_outcome(source)


@SETTINGS
@given(st.dictionaries(st.sampled_from(["main.py", "util.py", "b.py"]), python_programs(hostile=True), min_size=1, max_size=3))
def test_compile_never_crashes_on_generated_multi_file_programs(files: dict[str, str]) -> None:
    files.setdefault("main.py", "import util\n")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            stockade.compile(files, entry="main.py", bindings=BINDINGS)
    except stockade.CompileError as e:
        assert e.diagnostics == sorted(e.diagnostics)
        assert {d.file for d in e.diagnostics} <= set(files)


# --- (b) lowered code names nothing outside the ABI --------------------------------------------

FORBIDDEN_OPCODES = frozenset(
    {"LOAD_ATTR", "LOAD_METHOD", "STORE_ATTR", "DELETE_ATTR", "IMPORT_NAME", "IMPORT_FROM", "IMPORT_STAR",
     "LOAD_SUPER_ATTR", "SETUP_ANNOTATIONS", "GET_AITER"}
)


def code_objects(code: types.CodeType) -> Iterator[types.CodeType]:
    stack = [code]
    while stack:
        c = stack.pop()
        yield c
        stack.extend(k for k in c.co_consts if isinstance(k, types.CodeType))


def source_variables(source: str) -> set[str]:
    """Names the source binds or reads as variables (not attribute names, not keywords)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Name):
            out.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out.add(node.name)
        elif isinstance(node, ast.arg):
            out.add(node.arg)
        elif isinstance(node, ast.alias):
            out.add(node.asname or node.name.split(".")[0])
        elif isinstance(node, ast.ExceptHandler) and node.name:
            out.add(node.name)
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            out.update(node.names)
    return out


# What CPython itself names in a class body and in methods that call super().
CLASS_BODY_NAMES = frozenset(
    {"__name__", "__module__", "__qualname__", "__classcell__", "__class__", "__firstlineno__", "__static_attributes__"}
)


def _typed_plain_load(listed: list[dis.Instruction], n: int) -> bool:
    """An attribute load of a name without "__" within a few instructions after loads of
    both typed-receiver hooks (lower, "typed receivers"); the exact shape is codegen's."""
    if listed[n].opname not in ("LOAD_ATTR", "LOAD_METHOD") or str(listed[n].argval).startswith("__"):
        return False
    window = {str(ins.argval).removesuffix("__") for ins in listed[max(0, n - 12) : n]}
    return {"__sk_type", "__sk_S"} <= window


def assert_within_abi(program: stockade.Program, sources: dict[str, str]) -> None:
    for module, code in program.codes.items():
        source = sources[module + ".py"]
        variables = source_variables(source) | CLASS_BODY_NAMES
        attributes = {n.attr for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Attribute)}
        for c in code_objects(code):
            for name in c.co_names:
                assert abi.is_abi_name(name) or name in variables or name in attributes, (module, c.co_name, name)
            for name in (*c.co_varnames, *c.co_cellvars, *c.co_freevars):
                assert abi.is_abi_name(name) or name in variables or name.startswith("."), (module, c.co_name, name)
            listed = list(dis.get_instructions(c))
            ops = {ins.opname for n, ins in enumerate(listed) if not _typed_plain_load(listed, n)}
            assert not ops & FORBIDDEN_OPCODES, (module, c.co_name, ops & FORBIDDEN_OPCODES)


@SETTINGS
@given(python_programs(hostile=False))
def test_lowered_code_names_only_abi_hooks_and_guest_variables(source: str) -> None:
    program = compile_outcome(source)
    if program is None:
        reject()
    assert_within_abi(program, {"main.py": source})


@SETTINGS
@given(python_programs(hostile=True))
def test_lowered_code_of_any_admitted_program_stays_within_the_abi(source: str) -> None:
    program = compile_outcome(source)
    if program is not None:
        assert_within_abi(program, {"main.py": source})


def test_the_abi_property_detects_a_violation() -> None:
    # The checker above must be able to fail: plain CPython code loads attributes.
    code = compile("import os\nos.getcwd()\n", "<x>", "exec")
    names = {n for c in code_objects(code) for n in c.co_names}
    assert not all(abi.is_abi_name(n) or n in source_variables("import os\n") for n in names)
    assert {ins.opname for ins in dis.get_instructions(code)} & FORBIDDEN_OPCODES


# --- (c) differential against CPython ------------------------------------------------------------


class Typed:
    """Draws typed expressions (int, float, str, list of ints, bool) whose evaluation is
    bounded in time and memory, so CPython itself can evaluate them safely."""

    def __init__(self, draw: Callable[[st.SearchStrategy[Any]], Any]) -> None:
        self.draw = draw

    def pick(self, options: list[str]) -> str:
        return str(self.draw(st.sampled_from(options)))

    def small(self) -> str:
        return str(self.draw(st.integers(0, 3)))

    def int_(self, d: int) -> str:
        if d <= 0:
            return str(self.draw(st.integers(-20, 20)))
        k = self.pick(["lit", "add", "sub", "mul", "floordiv", "mod", "pow", "neg", "abs", "len_s", "len_l", "index",
                       "minmax", "ifexp", "shift", "bitops", "sum", "round", "int_of_str", "count", "bool_arith", "divmod"])
        i = lambda: self.int_(d - 1)  # noqa: E731
        if k == "lit":
            return str(self.draw(st.integers(-1000, 1000)))
        if k in ("add", "sub", "mul", "floordiv", "mod"):
            op = {"add": "+", "sub": "-", "mul": "*", "floordiv": "//", "mod": "%"}[k]
            return f"({i()} {op} {i()})"
        if k == "pow":
            return f"({i()} ** {self.small()})"
        if k == "neg":
            return f"({self.pick(['-', '~', '+'])}{i()})" if sys.version_info >= (3, 12) else f"({self.pick(['-', '~'])}{i()})"
        if k == "abs":
            return f"abs({i()})"
        if k == "len_s":
            return f"len({self.str_(d - 1)})"
        if k == "len_l":
            return f"len({self.list_(d - 1)})"
        if k == "index":
            return f"{self.list_(d - 1)}[{i()}]"
        if k == "minmax":
            return f"{self.pick(['min', 'max'])}({i()}, {i()})"
        if k == "ifexp":
            return f"({i()} if {self.bool_(d - 1)} else {i()})"
        if k == "shift":
            return f"({i()} {self.pick(['<<', '>>'])} {self.small()})"
        if k == "bitops":
            return f"({i()} {self.pick(['&', '|', '^'])} {i()})"
        if k == "sum":
            return f"sum({self.list_(d - 1)})"
        if k == "round":
            return f"round({self.float_(d - 1)})"
        if k == "int_of_str":
            return f"int({self.pick(['str', 'repr'])}({i()}))"
        if k == "count":
            return f"{self.str_(d - 1)}.count({self.pick(['chr(97)', repr('a'), repr('')])})"
        if k == "divmod":
            return f"divmod({i()}, {i()})[{self.pick(['0', '1', '-1'])}]"
        return f"({self.bool_(d - 1)} + {i()})"

    def float_(self, d: int) -> str:
        if d <= 0:
            return repr(self.draw(st.floats(-100, 100, allow_nan=False, allow_infinity=False)))
        k = self.pick(["lit", "div", "mix", "pow", "float_of", "abs"])
        if k == "lit":
            return repr(self.draw(st.floats(allow_nan=False, width=32)))
        if k == "div":
            return f"({self.int_(d - 1)} / {self.int_(d - 1)})"
        if k == "mix":
            return f"({self.float_(d - 1)} {self.pick(['+', '-', '*', '//', '%'])} {self.int_(d - 1)})"
        if k == "pow":
            return f"({self.float_(d - 1)} ** {self.small()})"
        if k == "float_of":
            return f"float({self.int_(d - 1)})"
        return f"abs({self.float_(d - 1)})"

    def str_(self, d: int) -> str:
        if d <= 0:
            return repr(self.draw(st.text(alphabet="abcXYZ %-_0", max_size=6)))
        k = self.pick(["lit", "concat", "repeat", "slice", "index", "upper", "join", "str_of", "fmt", "fstring",
                       "replace", "strip", "ifexp", "format", "split_join", "sorted_join"])
        s = lambda: self.str_(d - 1)  # noqa: E731
        if k == "lit":
            return repr(self.draw(st.text(max_size=8)))
        if k == "concat":
            return f"({s()} + {s()})"
        if k == "repeat":
            return f"({s()} * {self.small()})"
        if k == "slice":
            return f"{s()}[{self.int_(0)}:{self.int_(0)}:{self.pick(['1', '2', '-1', '3'])}]"
        if k == "index":
            return f"{s()}[{self.int_(0)}]"
        if k == "upper":
            return f"{s()}.{self.pick(['upper', 'lower', 'title', 'swapcase', 'capitalize'])}()"
        if k == "join":
            return f"{s()}.join([{s()}, {s()}])"
        if k == "str_of":
            return f"{self.pick(['str', 'repr'])}({self.pick([self.int_(d - 1), self.list_(d - 1), self.float_(d - 1)])})"
        if k == "fmt":
            return f"({s()!s} + '%s|%d' % ({s()}, {self.int_(d - 1)}))"
        if k == "fstring":
            # quote- and backslash-free fields, so the f-string parses on 3.11 too
            return f'f"{{{self.int_(0)}:>{self.small()}}}-{{{self.str_(0)}!r}}-{{{self.float_(0)}:.2f}}"'
        if k == "replace":
            return f"{s()}.replace({self.pick(['chr(97)', repr('a')])}, {s()})"
        if k == "strip":
            return f"{s()}.{self.pick(['strip', 'lstrip', 'rstrip'])}()"
        if k == "ifexp":
            return f"({s()} if {self.bool_(d - 1)} else {s()})"
        if k == "format":
            return f"'{{}}:{{}}'.format({s()}, {self.int_(d - 1)})"
        if k == "split_join":
            return f"'-'.join({s()}.split())"
        return f"''.join(sorted({s()}))"

    def list_(self, d: int) -> str:
        if d <= 0:
            return repr(self.draw(st.lists(st.integers(-10, 10), max_size=4)))
        k = self.pick(["lit", "concat", "repeat", "slice", "sorted", "comp", "range", "reversed", "filter", "map", "star", "ifexp"])
        li = lambda: self.list_(d - 1)  # noqa: E731
        if k == "lit":
            return "[" + ", ".join(self.int_(d - 1) for _ in range(self.draw(st.integers(0, 3)))) + "]"
        if k == "concat":
            return f"({li()} + {li()})"
        if k == "repeat":
            return f"({li()} * {self.small()})"
        if k == "slice":
            return f"{li()}[{self.pick(['1:', ':2', '::-1', '::2', ':-1'])}]"
        if k == "sorted":
            return f"sorted({li()}{self.pick(['', ', reverse=True', ', key=abs', ', key=lambda v: -v'])})"
        if k == "comp":
            return f"[{self.pick(['v * 2', 'v % 3', '-v', 'v ** 2'])} for v in {li()} if {self.pick(['v', 'v > 0', 'True', 'v % 2 == 0'])}]"
        if k == "range":
            return f"list(range({self.pick(['0', '3', '-2'])}, {self.int_(0)}, {self.pick(['1', '2', '-1', '3'])}))"
        if k == "reversed":
            return f"list(reversed({li()}))"
        if k == "filter":
            return f"list(filter(None, {li()}))"
        if k == "map":
            return f"list(map(abs, {li()}))"
        if k == "star":
            return f"[*{li()}, *{li()}]"
        return f"({li()} if {self.bool_(d - 1)} else {li()})"

    def bool_(self, d: int) -> str:
        if d <= 0:
            return self.pick(["True", "False"])
        k = self.pick(["cmp", "chain", "in_list", "in_str", "not", "andor", "isinstance", "any", "startswith", "eq_list"])
        if k == "cmp":
            return f"({self.int_(d - 1)} {self.pick(['<', '<=', '==', '!=', '>', '>='])} {self.int_(d - 1)})"
        if k == "chain":
            return f"({self.int_(d - 1)} < {self.int_(d - 1)} <= {self.int_(d - 1)})"
        if k == "in_list":
            return f"({self.int_(d - 1)} {self.pick(['in', 'not in'])} {self.list_(d - 1)})"
        if k == "in_str":
            return f"({self.str_(d - 1)} {self.pick(['in', 'not in'])} {self.str_(d - 1)})"
        if k == "not":
            return f"(not {self.bool_(d - 1)})"
        if k == "andor":
            return f"({self.bool_(d - 1)} {self.pick(['and', 'or'])} {self.bool_(d - 1)})"
        if k == "isinstance":
            return f"isinstance({self.pick([self.int_(d - 1), self.str_(d - 1), self.float_(d - 1)])}, {self.pick(['int', 'str', 'float', '(int, str)', 'bool'])})"
        if k == "any":
            return f"{self.pick(['any', 'all'])}({self.list_(d - 1)})"
        if k == "startswith":
            return f"{self.str_(d - 1)}.{self.pick(['startswith', 'endswith'])}({self.str_(0)})"
        return f"({self.list_(d - 1)} {self.pick(['==', '<', '!='])} {self.list_(d - 1)})"


@st.composite
def typed_expressions(draw: Callable[[st.SearchStrategy[Any]], Any]) -> str:
    t = Typed(draw)
    depth = draw(st.integers(1, 4))
    kind = draw(st.sampled_from(["int", "float", "str", "list", "bool", "tuple"]))
    if kind == "tuple":
        return f"({t.int_(depth)}, {t.str_(depth)}, {t.list_(depth)})"
    return str(getattr(t, kind + "_")(depth))


def same_value(a: Any, b: Any) -> bool:
    # repr distinguishes 1 from 1.0 and True from 1, and treats nan like nan
    return type(a) is type(b) and repr(a) == repr(b)


@SETTINGS
@given(typed_expressions())
def test_stockade_eval_agrees_with_cpython(expr: str) -> None:
    try:
        expected: Any = builtins.eval(compile(expr, "<reference>", "eval", dont_inherit=True), {"__builtins__": builtins})
        expected_error = None
    except Exception as e:
        expected, expected_error = None, type(e).__name__
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            value = stockade.eval(expr + "\n")
    except stockade.CompileError:
        return  # refused before running: allowed, never a different answer
    except stockade.GuestError as e:
        assert e.type_name == expected_error, (expr, e.type_name, e.message, expected_error)
        return
    assert expected_error is None, (expr, value, expected_error)
    assert same_value(value, expected), (expr, value, expected)


@SETTINGS
@given(typed_expressions(), typed_expressions())
def test_script_with_statements_agrees_with_cpython(first: str, second: str) -> None:
    source = (
        f"a = {first}\n"
        f"b = {second}\n"
        "def combine(p, q):\n"
        "    out = []\n"
        "    for v in [p, q]:\n"
        "        try:\n"
        "            out.append(v + v)\n"
        "        except TypeError as e:\n"
        "            out.append('type error')\n"
        "    return out\n"
        "r = combine(a, b)\n"
    )
    namespace: dict[str, Any] = {"__builtins__": builtins}
    try:
        exec(compile(source, "<reference>", "exec", dont_inherit=True), namespace)
        expected: Any = namespace["r"]
        expected_error = None
    except Exception as e:
        expected, expected_error = None, type(e).__name__
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            program = stockade.compile(source + "r\n")
    except stockade.CompileError:
        return
    try:
        value = stockade.run(program).value
    except stockade.GuestError as e:
        assert e.type_name == expected_error, (source, e.type_name, e.message)
        return
    assert expected_error is None, (source, value, expected_error)
    assert repr(value) == repr(expected), (source, value, expected)
