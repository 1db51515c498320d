"""Naming rules shared by the verifier, the lowering and the runtime.

Invariant: a guest identifier can never equal a name the runtime uses. Runtime hook names
all start with ``HOOK_PREFIX``; guest identifiers may not start with ``"__"`` at all (the
exceptions are reading ``__name__`` and the attribute reads listed below). Every
identifier in the guest's syntax tree is checked, found mechanically (every ``str`` field
of every node except literal values), so no binding site (positional-only parameters,
except-as, walrus, comprehension targets, imports, global, ...) can be forgotten.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator

HOOK_PREFIX = "__sk_"

# ast fields that hold a str that is NOT an identifier.
_NON_IDENTIFIER_FIELDS = frozenset({("Constant", "value"), ("Constant", "kind"), ("TypeIgnore", "tag")})

# Dunder names a guest may read (and never bind).
READABLE_DUNDERS = frozenset({"__name__"})

# Dunder attributes a guest may read as ``x.<name>`` only (never as a bare name, never
# assigned or deleted). The runtime answers each from what the guest can already see:
# ``x.__class__`` is exactly the guest's ``type(x)`` (guards.introspect); ``__qualname__``
# and ``__doc__`` are the str (or None) of the program's own functions, methods and
# classes, and fail with CPython's AttributeError or a Stockade one on anything else.
# ``C.__mro__`` and ``C.__bases__`` of the program's own classes are tuples of classes the
# guest can already name (its own, the admitted bases, object); anything else is refused.
# ``f.__wrapped__`` of the program's own function (or an lru_cache wrapper or bound method
# of one) is what functools.wraps/update_wrapper stored there: the object the program
# passed to it, which it already held. ``C.__annotations__`` of the program's own class (or
# of an instance of one) is the dict of the annotations its body evaluated, the program's
# own values (classes.class_annotations). ``C.__dataclass_fields__`` of the program's
# dataclass is a read-only dict of the same field views ``dataclasses.fields()`` gives.
# ``E.__members__`` of the program's enum class is CPython's read-only mappingproxy of
# its members by name (aliases included).
# A TypedDict class's key sets and totality (frozensets of str, a bool), read only there.
TYPEDDICT_DUNDERS: frozenset[str] = frozenset({"__required_keys__", "__optional_keys__", "__total__"})
READABLE_ATTRIBUTE_DUNDERS: frozenset[str] = frozenset(
    {"__class__", "__qualname__", "__doc__", "__mro__", "__bases__", "__wrapped__", "__annotations__"}
    | {"__dataclass_fields__", "__members__"}
    | TYPEDDICT_DUNDERS
)

# Exception attributes a guest may read as ``e.<name>`` (never assign or delete: chains are
# made with ``raise X from Y``). The runtime answers them under the chaining rule
# (_runtime/chain.py): a link to an exception that never reached guest code reads as None.
EXCEPTION_CHAIN_ATTRS: frozenset[str] = frozenset({"__cause__", "__context__", "__suppress_context__", "__notes__"})
# The links a program may also assign, through CPython's setters (runtime chain.store).
ASSIGNABLE_CHAIN_ATTRS: frozenset[str] = EXCEPTION_CHAIN_ATTRS - {"__notes__"}

# What functools.update_wrapper writes on a function, which a program may also write on
# its own functions by hand (runtime classes.store; read back under guards.introspect).
FUNCTION_METADATA: frozenset[str] = frozenset({"__name__", "__qualname__", "__doc__", "__wrapped__", "__annotations__"})

# The reviewed special methods a guest class may DEFINE (``def __eq__``, ``__radd__ =
# __add__``, ``__hash__ = None`` directly in a class body) and read as an attribute of a
# guest class, a guest instance, a ``super()`` object or an admitted builtin base class
# (``super().__init__(...)``, ``Base.__init__(self)``). One table, shared by the verifier
# and the runtime guard. Each is a plain protocol method CPython calls with the operands
# the guest gave it; none changes how attributes, classes, instances or pickling work.
# (__get__/__set__/__delete__ make a guest class a descriptor: CPython calls them when an
# instance of it is an attribute of a guest class, with a guest instance or None and the
# guest class; only a guest class body can hold such an attribute.)
# Not here, admitted on their own terms: __new__ (its reads are checked, see NEW) and
# __init_subclass__/__set_name__ (CPython would call them on a half-made class, see
# CLASS_CREATION_HOOKS).
# Never here: __del__, __getattr__, __getattribute__, __setattr__, __delattr__,
# __class_getitem__, __index__, __reduce__/__reduce_ex__, __getstate__/__setstate__, __copy__/
# __deepcopy__, __dict__, __class__, __mro_entries__, __instancecheck__/
# __subclasscheck__, __subclasshook__, __buffer__.
# (__missing__ is what dict.__getitem__ calls on a class deriving from dict, with the key
# the program gave; on any other class it is a plain method.)
# (__aenter__/__aexit__/__aiter__/__anext__ are driven only through the lowering's async
# with / async for wrappers, which check what they return: classes.GuestAsyncWith.)
# (``@`` has no builtin or stdlib operand type: a guest class's __matmul__ is the only one.)
# (__format__ gets the format spec, a str the guest wrote, and CPython refuses any result
# but a str: f"{x:spec}", format(x, spec) and str.format's field formatting call it.)
_ARITHMETIC = "add sub mul matmul truediv floordiv mod pow divmod lshift rshift and or xor"
GUEST_DUNDERS: frozenset[str] = frozenset(
    {
        *(
            "__init__ __repr__ __str__ __eq__ __ne__ __lt__ __le__ __gt__ __ge__ __hash__ __bool__ "
            "__len__ __iter__ __next__ __reversed__ __contains__ __getitem__ __setitem__ __delitem__ "
            "__call__ __enter__ __exit__ __aenter__ __aexit__ __aiter__ __anext__ "
            "__neg__ __pos__ __abs__ __invert__ __int__ __float__ "
            "__round__ __trunc__ __floor__ __ceil__ __post_init__ __format__ "
            "__get__ __set__ __delete__ __missing__"
        ).split(),
        *(f"__{op}__" for op in _ARITHMETIC.split()),
        *(f"__r{op}__" for op in _ARITHMETIC.split()),
        *(f"__i{op}__" for op in _ARITHMETIC.split() if op != "divmod"),
    }
)

# Reviewed special methods the guest may also read off an exact builtin container,
# string or number, or their iterators (``d["k"].__setitem__(0, x)`` in a lambda,
# ``items.__len__()``): each does what the subscript, ``in``, ``len``, ``iter``, ``next`` or
# comparison it implements does, no more.
# The arithmetic ones too (``ops = {"add": int.__add__}``), except those whose operator
# has a guard of its own (``**``, ``<<``, ``~``): ``(2).__pow__(n)`` would skip it.
_UNGUARDED_ARITHMETIC = "add sub mul matmul truediv floordiv mod divmod and or xor rshift"
BUILTIN_PROTOCOL_DUNDERS: frozenset[str] = frozenset(
    {
        *(
            "__getitem__ __setitem__ __delitem__ __contains__ __len__ __iter__ __reversed__ "
            "__eq__ __ne__ __lt__ __le__ __gt__ __ge__ __hash__ __next__ __neg__ __pos__ __abs__"
        ).split(),
        *(f"__{op}__" for op in _UNGUARDED_ARITHMETIC.split()),
        *(f"__r{op}__" for op in _UNGUARDED_ARITHMETIC.split()),
    }
)

# Dunder names a class body may bind (and read in that body) that are NOT readable as
# attributes: ``__slots__`` declares instance attributes (CPython then makes a member
# descriptor per name in the class, read and written with ordinary attribute semantics;
# classes.build_class refuses slot names that are dunders or runtime names).
CLASS_BODY_DUNDERS: frozenset[str] = frozenset({"__slots__"})

# ``def __new__`` directly in a class body (CPython makes it a staticmethod and calls it
# from C(...), with __init__ afterwards only when it returns an instance of C). Reading
# ``X.__new__`` (``super().__new__``, ``object.__new__``, ``Base.__new__``) answers a
# checked callable (classes.GuestNew) whose first argument must be a class the program
# defines: no host or stdlib object is ever made without its __init__.
NEW = "__new__"

# ``object.__setattr__(obj, name, value)``, as frozen dataclasses set fields in
# ``__post_init__``: readable on the class ``object`` alone, where it answers a checked
# callable (classes.object_setattr) that sets only what ``obj.name = value`` could on an
# instance of a class the program defines, skipping that class's own ``__setattr__``
# (a frozen dataclass's) as CPython's does. Never definable, never read off anything else.
OBJECT_SETATTR = "__setattr__"

# Names a class body may bind only with ``def`` directly in the body.
DEF_ONLY_DUNDERS: frozenset[str] = frozenset({NEW, "__init_subclass__", "__set_name__"})

# The descriptor protocol's special methods (in GUEST_DUNDERS; refused in an enum class,
# whose members EnumType looks up while it builds the class).
DESCRIPTOR_DUNDERS: frozenset[str] = frozenset({"__get__", "__set__", "__delete__"})

# The class-creation hooks a guest class body may define, each only as a plain ``def``
# directly in the class body. CPython calls them inside type.__new__, before the guest's
# __build_class__ has registered and marked the new class, so a half-made class would reach
# guest code: the lowering renames each ``def`` to its runtime name here (which no guest
# identifier can spell and CPython never calls), and classes.build_class calls the hooks
# itself once the class is registered, in CPython's order (every ``__set_name__`` in
# class-body order, then ``__init_subclass__`` with the class keywords). The only read of
# one is ``super().__init_subclass__``, inside such a hook (classes.read answers it).
CLASS_CREATION_HOOKS: dict[str, str] = {
    "__init_subclass__": "__sk_init_subclass__",
    "__set_name__": "__sk_set_name__",
}


# The `_sunder_` hooks an enum class body may define (enum's own rule for a sunder name:
# one underscore each side, not a dunder). Every other sunder name in an enum class body
# is refused (STK-V018 where the base is visibly an enum, TypeError at class creation
# always), and no sunder name is ever read or stored on an enum class or member: they
# hold the enum machinery's state (_member_map_, _value2member_map_, _value_, ...).
# _ignore_ only drops names from the class namespace, as in CPython.
ENUM_SUNDERS: frozenset[str] = frozenset({"_missing_", "_generate_next_value_", "_order_", "_ignore_"})


def is_sunder(name: str) -> bool:
    """enum's rule: ``_x_`` (one underscore each side, not a dunder)."""
    return len(name) > 2 and name[0] == "_" and name[1] != "_" and name[-1] == "_" and name[-2] != "_"


# Attribute names that are never readable, assignable or definable, whatever the program
# defines: frame, code and traceback internals (the verifier refuses them at compile time;
# the runtime guard never lists them).
INTROSPECTION_ATTRIBUTES: frozenset[str] = frozenset(
    (
        "gi_frame gi_code gi_yieldfrom cr_frame cr_code cr_await cr_running "
        "cr_origin cr_suspended ag_frame ag_code ag_await ag_running tb_frame tb_next tb_lasti tb_lineno "
        "f_back f_globals f_locals f_builtins f_code f_lasti f_lineno f_trace f_trace_lines "
        "f_trace_opcodes func_globals func_code func_closure im_func im_self im_class"
    ).split()
)


def is_hook(name: str) -> bool:
    """True for the runtime's reserved names."""
    return name.startswith(HOOK_PREFIX)


def identifier_problem(name: str, *, binding: bool, class_body: bool = False) -> str | None:
    """Why a guest may not use ``name`` (None if it may).

    ``binding`` is True where the name is bound (assigned, defined, imported as);
    ``class_body`` is True for names bound or read directly in a class body, where the
    reviewed special methods (GUEST_DUNDERS) may be defined.
    """
    if name.startswith("__"):
        if not binding and name in READABLE_DUNDERS:
            return None
        if class_body and (name in GUEST_DUNDERS or name in CLASS_BODY_DUNDERS):
            return None
        if name == "__class__":
            return "'__class__' is not admitted; use type(obj) for the class of a guest object"
        return f"names starting with '__' are reserved ('{name}'); choose another name"
    return None


def identifiers(node: ast.AST) -> Iterator[tuple[str, str]]:
    """Yield (field name, identifier) for every identifier held directly by ``node``."""
    kind = type(node).__name__
    for fname in node._fields:
        value = getattr(node, fname, None)
        if type(value) is str:
            if (kind, fname) not in _NON_IDENTIFIER_FIELDS:
                yield fname, value
        elif type(value) is list:
            for item in value:
                if type(item) is str:
                    yield fname, item


def is_binding_site(node: ast.AST, fname: str) -> bool:
    """True when ``node.fname`` binds a name rather than reading it."""
    if isinstance(node, ast.Name):
        return not isinstance(node.ctx, ast.Load)
    if isinstance(node, (ast.Attribute, ast.keyword)):
        return False
    if isinstance(node, ast.ImportFrom) and fname == "module":
        return False
    if isinstance(node, ast.alias) and fname == "name":
        return False
    if isinstance(node, ast.MatchClass):
        return False  # kwd_attrs name attributes of the subject, they bind nothing
    return True


# The class-body name of the dict that holds a class's evaluated annotations (CPython's
# ``__annotations__``, which a class body keeps as strings for dataclasses and
# get_type_hints): bound only by lowered code, read by the runtime (classes.class_annotations).
ANNOTATIONS_HOOK = "__sk_annotations__"


def defers_annotations(tree: ast.Module) -> bool:
    """True when the file starts with ``from __future__ import annotations``: CPython then
    evaluates no annotation and keeps each as the string it was written as."""
    for stmt in tree.body:
        value = stmt.value if isinstance(stmt, ast.Expr) else None
        if stmt is tree.body[0] and isinstance(value, ast.Constant) and type(value.value) is str:
            continue  # the docstring
        if not (isinstance(stmt, ast.ImportFrom) and stmt.module == "__future__" and not stmt.level):
            return False
        if any(a.name == "annotations" for a in stmt.names):
            return True
    return False


def evaluated_annotations(tree: ast.Module) -> set[int]:
    """The ids of the annotation expressions CPython evaluates (shared by the verifier,
    which checks them as any expression, and the lowering, which keeps them): without
    ``from __future__ import annotations``, every parameter and return annotation (at
    ``def`` time, in the enclosing scope) and every ``x: T`` directly in a module or class
    body (not in a function body, where CPython never evaluates it). None with it."""
    if defers_annotations(tree):
        return set()
    out: set[int] = set()
    stack: list[tuple[ast.AST, bool]] = [(tree, False)]  # (node, in a function's own scope)
    while stack:
        node, in_function = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            a = node.args
            for p in (*a.posonlyargs, *a.args, a.vararg, *a.kwonlyargs, a.kwarg):
                if p is not None and p.annotation is not None:
                    out.add(id(p.annotation))
            if node.returns is not None:
                out.add(id(node.returns))
        elif isinstance(node, ast.AnnAssign) and not in_function:
            out.add(id(node.annotation))
        for child in ast.iter_child_nodes(node):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                inner = child not in node.decorator_list if not isinstance(node, ast.Lambda) else True
                stack.append((child, in_function or inner))
            elif isinstance(node, ast.ClassDef):
                stack.append((child, in_function and child not in node.body))
            else:
                stack.append((child, in_function))
    return out


def kept_annotation(node: ast.FunctionDef | ast.AsyncFunctionDef) -> ast.expr | None:
    """The one annotation kept (verified, lowered, evaluated at ``def`` time as CPython
    does) on a function decorated with a bare ``@<expr>.register``: functools'
    singledispatch reads the first entry of ``__annotations__``, whose order is CPython's
    compiler's: the ordinary parameters, then the positional-only ones, ``*args``, the
    keyword-only ones, ``**kwargs``, the return. Every other annotation is stripped,
    never evaluated."""
    if not any(isinstance(d, ast.Attribute) and d.attr == "register" for d in node.decorator_list):
        return None
    a = node.args
    params = [*a.args, *a.posonlyargs, *([a.vararg] if a.vararg else []), *a.kwonlyargs]
    params += [a.kwarg] if a.kwarg else []
    for p in params:
        if p.annotation is not None:
            return p.annotation
    return node.returns


def bound_names(nodes: Iterable[ast.AST]) -> set[str]:
    """Every name anything in ``nodes`` (nested scopes included) binds or declares:
    assignments, definitions, parameters, imports, handlers, patterns, global/nonlocal.
    Shared by the lowering and compiler.dict_reads."""
    out: set[str] = set()
    for stmt in nodes:
        for n in ast.walk(stmt):
            if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load):
                out.add(n.id)
            elif isinstance(n, ast.arg):
                out.add(n.arg)
            elif isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                out.add(n.name)
            elif isinstance(n, (ast.Global, ast.Nonlocal)):
                out.update(n.names)
            elif isinstance(n, ast.alias):
                out.add((n.asname or n.name).split(".")[0])
            elif isinstance(n, ast.ExceptHandler) and n.name:
                out.add(n.name)
            elif isinstance(n, (ast.MatchAs, ast.MatchStar)) and n.name:
                out.add(n.name)
            elif isinstance(n, ast.MatchMapping) and n.rest:
                out.add(n.rest)
    return out
