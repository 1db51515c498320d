"""Verify a guest syntax tree: a read-only pass that collects every diagnostic.

Invariant: a tree that passes uses only nodes the node table admits, identifiers the
naming rules allow, attributes that some allowlisted type offers, imports of admitted
modules and program files, and binding names only as static ``binding.export(...)``
calls that match the manifest. Nothing here rewrites the tree.
"""

from __future__ import annotations

import ast
import builtins
import inspect
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from .._errors import Diagnostic
from . import dict_reads, names, nodes

# Builtins that exist in CPython but are not admitted, with what to write instead.
DENIED_BUILTINS: dict[str, str] = {
    "eval": "dynamic code is not admitted; write the code directly",
    "exec": "dynamic code is not admitted; write the code directly",
    "compile": "dynamic code is not admitted; write the code directly",
    "open": "there is no filesystem; ask the host for a binding that reads data",
    "input": "there is no console input; take values as arguments",
    "globals": "namespaces are not reachable; keep state in a dict",
    "locals": "namespaces are not reachable; keep state in a dict",
    "vars": "vars() with no argument, or passed around, is not admitted; vars(x) is admitted where its dict "
    "is read at once: vars(x).items(), dict(vars(x)), for k in vars(x), vars(x).update(m), ... "
    "(to keep a copy, write dict(vars(x)))",
    "dir": "introspection is not admitted",
    "id": "object identities are not admitted; use `is`",
    "memoryview": "memoryview is not admitted; use bytes",
    "breakpoint": "debugging hooks are not admitted",
    "help": "help() is not admitted",
}

# Every builtin name of the host's CPython. One the guest is not offered (neither admitted
# nor listed above: SyntaxError, OSError, EOFError, ...) would be a NameError at run time
# where CPython succeeds, a different answer; so it is refused at compile time as well.
CPYTHON_BUILTINS: frozenset[str] = frozenset(n for n in dir(builtins) if not n.startswith("_"))
UNOFFERED_BUILTIN = "a CPython builtin that is not offered to guest code; use an admitted one"
UNOFFERED_EXCEPTION = (
    "an exception class that is not offered to guest code; "
    "raise and catch an admitted one (ValueError, RuntimeError, ...)"
)

ExportSignatures = Mapping[str, Mapping[str, inspect.Signature]]


@dataclass(frozen=True)
class VerifyContext:
    """What the verifier checks a file against (derived from the manifest)."""

    bindings: ExportSignatures  # binding name -> export name -> signature (without self)
    modules: Mapping[str, frozenset[str]]  # importable module -> member names
    attributes: frozenset[str]  # every attribute name some allowlisted type offers
    builtins: frozenset[str] | None = None  # the admitted builtins (None: do not check the others)
    # (binding, export, parameter, literal value) -> (code, message) when the literal is refused
    literal_check: Callable[[str, str, str, object], tuple[str, str] | None] | None = None
    ungranted: frozenset[str] = frozenset()  # "binding.export" of nondeterministic exports not granted
    # every attribute name CPython's own types and admitted modules have, admitted or not
    # (None: assume any name might be one). A name outside it and outside `attributes` is
    # one no value the guest can hold has: the read fails at run time with CPython's own
    # AttributeError, so it is not refused at compile time.
    host_attributes: frozenset[str] | None = None
    # admitted module -> every name CPython's module of that name has (None: unknown, so
    # any name Stockade's module lacks is refused as `m.name`)
    real_module_members: Mapping[str, frozenset[str]] | None = None
    # module (and "builtins") -> member classes a guest class cannot derive from
    unadmitted_bases: Mapping[str, frozenset[str]] | None = None


def _annotation_fields(node: ast.AST) -> tuple[str, ...]:
    if isinstance(node, ast.arg):
        return ("annotation",)
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return ("returns",)
    if isinstance(node, ast.AnnAssign):
        return ("annotation",)
    return ()


class _Verifier:
    def __init__(self, file: str, ctx: VerifyContext) -> None:
        self.file = file
        self.ctx = ctx
        self.diags: list[Diagnostic] = []
        self.bound_names: set[str] = set()  # every name bound anywhere in the file
        self.recursion_handlers: list[ast.Name] = []  # `except RecursionError` clauses (checked at the end)
        self.identifiers: set[str] = set()  # every identifier the file uses
        self.receivers: set[int] = set()  # ids of Name nodes used as binding receivers
        self.builtin_loads: list[ast.Name] = []  # loads of denied builtins, checked at the end
        self.defined_attributes: set[str] = set()  # attribute names the program itself defines
        self.attribute_reads: list[ast.Attribute] = []  # checked at the end, against both lists
        self.pattern_attr_reads: list[tuple[ast.MatchClass, str]] = []  # class-pattern keywords, likewise
        self.module_aliases: set[str] = set()  # names bound by `import m`
        self.module_of_alias: dict[str, str] = {}  # name bound by `import m [as a]` -> m
        self.has_class = False  # the file defines a class
        self.evaluated_annotations: set[int] = set()  # ids of annotations CPython evaluates (names)
        # Named-tuple factories (namedtuple, NamedTuple and their import aliases): their
        # literal field names count as attributes the program defines; a field list the
        # verifier cannot read (computed, rename=) turns the attribute-name check off, as
        # the runtime guard alone knows those names (it checks every read anyway).
        self.tuple_factories: set[str] = {"namedtuple", "NamedTuple"}
        self.factory_calls: set[int] = set()  # ids of the func nodes of factory calls
        self.literal_setattrs: set[int] = set()  # ids of `setattr` names called with a literal name
        self.dynamic_fields = False
        self.enum_bases: set[str] = set()  # names bound to the enum module's classes (Enum, ...)
        self.enum_names: set[str] = set()  # those and the names of classes derived from them
        self.enum_modules: set[str] = set()  # names bound by `import enum`
        self.typeddict_names: set[str] = set()  # TypedDict's import names and classes derived from it
        self.typing_modules: set[str] = set()  # names bound by `import typing`
        self.dataclass_names: set[str] = set()  # names bound to dataclasses.dataclass
        self.dataclass_modules: set[str] = set()  # names bound by `import dataclasses`
        self.imported_from: dict[str, tuple[str, str]] = {}  # `from m import x as y`: y -> (m, x)
        self.imported_modules: dict[str, str] = {}  # `import m as a`: a -> m
        self.file_bindings: set[str] = set()  # every other name the file binds

    def add(self, node: ast.AST | None, code: str, message: str) -> None:
        line = getattr(node, "lineno", 1) or 1
        col = getattr(node, "col_offset", 0) or 0
        if isinstance(node, ast.Attribute) and node.end_lineno == line and node.end_col_offset is not None:
            col = max(col, node.end_col_offset - len(node.attr))  # point at the attribute name
        self.diags.append(Diagnostic(self.file, line, col, code, message))

    # -- the walk ---------------------------------------------------------------------
    def run(self, tree: ast.Module) -> list[Diagnostic]:
        """One pre-order walk (a Call is seen before its receiver Name)."""
        self.check_future_placement(tree)
        # Reviewed special methods can only be read off guest classes and their instances:
        # a file without a class has no use for them, so there they stay refused (V002).
        self.has_class = any(isinstance(n, ast.ClassDef) for n in ast.walk(tree))
        self.evaluated_annotations = names.evaluated_annotations(tree)
        self.enum_bases, self.enum_names, self.enum_modules = _enum_names(tree)
        self.typeddict_names, self.typing_modules = _typeddict_names(tree)
        self.dataclass_names, self.dataclass_modules = _dataclass_names(tree)
        self.imported_from, self.imported_modules, self.file_bindings = _file_names(tree)
        good_dict_reads, _, class_dict_reads = dict_reads.sites(tree)
        self.dict_reads = {id(n) for n in good_dict_reads}
        self.dict_reads.update(id(n.func) for n in good_dict_reads if isinstance(n, ast.Call))
        self.class_dict_reads = {id(n) for n in class_dict_reads}
        if any(
            isinstance(n, ast.Subscript) and id(n.value) in self.dict_reads and not isinstance(n.ctx, ast.Load)
            for n in ast.walk(tree)
        ):
            self.dynamic_fields = True  # self.__dict__[name] = v: attribute names made at run time
        self.class_dict_reads.update(id(n.func) for n in class_dict_reads if isinstance(n, ast.Call))
        # (node, nearest enclosing node with a position): positionless nodes such as
        # operators are reported where their parent expression is.
        # The third item is True for nodes evaluated directly in a class body, where the
        # reviewed special methods may be defined (names.GUEST_DUNDERS).
        stack: list[tuple[ast.AST, ast.AST | None, bool]] = [(tree, None, False)]
        while stack:
            node, where, in_class = stack.pop()
            if hasattr(node, "lineno"):
                where = node
            kind = type(node).__name__
            rule, reason = nodes.rule(kind)
            if rule == nodes.DENY:
                self.add(where, "STK-V001", f"{_label(kind)}: {reason}")
                continue
            self.check_identifiers(node, in_class)
            if kind == "Match" and in_class:
                # its hoisted pattern classes are evaluated in lambdas, which cannot see
                # class-body names
                self.add(where, "STK-V001", "match directly in a class body is not admitted; move it into a method")
                continue
            if rule == nodes.CHECK:
                getattr(self, "check_" + kind)(node)
            skip = _annotation_fields(node)
            children: list[tuple[ast.AST, bool]] = []
            for fname in node._fields:
                if fname in skip and id(getattr(node, fname, None)) not in self.evaluated_annotations:
                    continue  # annotations CPython never evaluates are stripped
                flag = _class_body_flag(node, fname, in_class)
                value = getattr(node, fname, None)
                if isinstance(value, ast.AST):
                    children.append((value, flag))
                elif type(value) is list:
                    children.extend((v, flag) for v in value if isinstance(v, ast.AST))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                kept = names.kept_annotation(node)  # evaluated (lowered as any expression)
                if isinstance(kept, ast.Constant) and type(kept.value) is str:
                    self.add(
                        kept,
                        "STK-V001",
                        "a string annotation on a function decorated with .register is not admitted "
                        "(singledispatch would evaluate it); write the class itself (x: Circle), or "
                        "@f.register(Circle)",
                    )
                elif kept is not None and id(kept) not in self.evaluated_annotations:
                    children.append((kept, in_class))
            stack.extend((child, where, flag) for child, flag in reversed(children))
        for name in self.builtin_loads:
            if name.id not in self.bound_names:
                why = DENIED_BUILTINS.get(name.id) or (
                    UNOFFERED_EXCEPTION if name.id.endswith(("Error", "Exception", "Warning")) else UNOFFERED_BUILTIN
                )
                self.add(name, "STK-V011", f"'{name.id}' is not admitted: {why}")
        for handler_name in self.recursion_handlers:
            if handler_name.id not in self.bound_names:
                self.add(
                    handler_name,
                    "STK-V001",
                    "except RecursionError is not admitted: deep recursion stops the run with the recursion "
                    "limit (STK-LIMIT-RECURSION), which no handler catches; bound the depth or use an explicit stack",
                )
        for attr_node in self.attribute_reads:
            attr = attr_node.attr
            if self.dynamic_fields:
                break
            if (
                attr not in self.ctx.attributes
                and attr not in self.defined_attributes
                and not any(attr in m for m in self.ctx.modules.values())
                and (
                    self.ctx.host_attributes is None
                    or attr.startswith("_")  # private names of host objects are never listed
                    or attr in self.ctx.host_attributes
                    or _refused_member_hint(None, attr)
                )
            ):
                self.add(
                    attr_node,
                    "STK-V003",
                    f"attribute '.{attr}' is not available on any admitted type, and the program defines no "
                    f"attribute of that name{_refused_member_hint(None, attr)}",
                )
            elif self.unadmitted_module_member(attr_node):
                module = self.module_of_alias[attr_node.value.id]  # type: ignore[attr-defined]
                self.add(
                    attr_node,
                    "STK-V003",
                    f"'{module}.{attr}' is not admitted (Stockade's {module} has no member '{attr}')"
                    f"{_refused_member_hint(module, attr)}",
                )
        for pattern_node, attr in self.pattern_attr_reads:
            if self.dynamic_fields:
                break
            if attr not in self.ctx.attributes and attr not in self.defined_attributes:
                self.add(
                    pattern_node,
                    "STK-V003",
                    f"class pattern reads attribute '.{attr}', which is not available on any admitted type, "
                    "and the program defines no attribute of that name",
                )
        return self.diags

    def check_future_placement(self, tree: ast.Module) -> None:
        # `from __future__` is lowered away, so CPython's own placement check never sees
        # it: repeat that check here.
        body = tree.body
        start = 1 if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) else 0
        seen_other = False
        for stmt in body[start:]:
            is_future = isinstance(stmt, ast.ImportFrom) and stmt.module == "__future__" and not stmt.level
            if is_future and seen_other:
                self.add(
                    stmt, "STK-P010", "syntax error: from __future__ imports must occur at the beginning of the file"
                )
            elif not is_future:
                seen_other = True

    def check_identifiers(self, node: ast.AST, in_class: bool = False) -> None:
        for fname, ident in names.identifiers(node):
            self.identifiers.add(ident)
            binding = names.is_binding_site(node, fname)
            if binding:
                self.bound_names.add(ident)
                if in_class:
                    self.defined_attributes.add(ident)  # a method, class attribute or nested class
            if isinstance(node, ast.ImportFrom) and fname == "module":
                continue  # checked by check_ImportFrom
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.ctx, ast.Load)
                and fname == "attr"
                and (
                    (ident in names.GUEST_DUNDERS and self.has_class)
                    or ident in names.BUILTIN_PROTOCOL_DUNDERS  # also off builtin containers
                )
            ):
                continue  # a reviewed special method, read from a guest object (checked at run time)
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.ctx, ast.Store)
                and fname == "attr"
                and ident in names.GUEST_DUNDERS
                and self.has_class
            ):
                continue  # cls.__repr__ = f in a class decorator (classes.store: program classes only)
            if isinstance(node, ast.Attribute) and fname == "attr" and ident in names.READABLE_ATTRIBUTE_DUNDERS:
                if ident in ("__mro__", "__bases__") and self.is_builtin_type_ref(node.value):
                    self.add(
                        node,
                        "STK-V002",
                        f"'.{ident}' of a builtin class is not available in Stockade (only the program's own "
                        "classes answer it); use isinstance() or issubclass()",
                    )
                    continue
                if isinstance(node.ctx, ast.Load):
                    continue  # answered by the runtime from what the guest can already see
                if isinstance(node.ctx, ast.Store) and ident in names.FUNCTION_METADATA:
                    continue  # a function's metadata, set by hand as update_wrapper would (run time)
                verb = "assigned" if isinstance(node.ctx, ast.Store) else "deleted"
                self.add(node, "STK-V002", f"'.{ident}' can be read but not {verb} in Stockade")
                continue
            if isinstance(node, ast.Attribute) and fname == "attr" and ident in names.EXCEPTION_CHAIN_ATTRS:
                if isinstance(node.ctx, ast.Load):
                    continue  # an exception's chain, read under the chaining rule (checked at run time)
                if isinstance(node.ctx, ast.Store) and ident in names.ASSIGNABLE_CHAIN_ATTRS:
                    continue  # e.__cause__ = y: CPython's setter, the link marked (chain.store, run time)
                verb = "assigned" if isinstance(node.ctx, ast.Store) else "deleted"
                self.add(
                    node,
                    "STK-V002",
                    f"'.{ident}' of an exception can be read but not {verb} in Stockade; "
                    "chain exceptions with `raise X from Y` (or `raise X from None`)"
                    + ("; add notes with e.add_note(text)" if ident == "__notes__" else ""),
                )
                continue
            if ident in names.DEF_ONLY_DUNDERS:
                hook_problem = _class_hook_problem(node, fname, ident, in_class, self.has_class)
                if hook_problem is not None:
                    self.add(node, "STK-V002", hook_problem)
                continue
            if fname == "attr" and ident == dict_reads.DICT_ATTRIBUTE and isinstance(node, ast.Attribute):
                if id(node) in self.class_dict_reads:
                    self.add(node, "STK-V002", _CLASS_DICT_HINT)
                elif id(node) not in self.dict_reads:
                    self.add(node, "STK-V002", _DICT_READ_HINT.format(site="x.__dict__"))
                continue  # a copy, read at once (dict_reads)
            if fname == "attr" and _is_object_setattr(node):
                if id(node) not in self.literal_setattrs:
                    self.dynamic_fields = True  # attribute names made at run time: reads of them are unseen
                continue  # a checked callable (classes.object_setattr): guest instances, guest names
            if ident in names.GUEST_DUNDERS and fname != "attr" and not isinstance(node, ast.alias):
                # a reviewed special method's name as a plain identifier: the function a class
                # decorator then installs (`def __repr__(self): ...`, `cls.__repr__ = __repr__`)
                continue
            problem = names.identifier_problem(ident, binding=binding, class_body=in_class)
            if problem is not None:
                self.add(node, "STK-V002", problem)
            elif binding and ident in self.ctx.bindings:
                self.add(node, "STK-V005", f"'{ident}' is a binding; it cannot be rebound or shadowed")

    def unadmitted_module_member(self, node: ast.Attribute) -> bool:
        """``m.name`` on a name bound by ``import m`` where CPython's module ``m`` has
        ``name`` but Stockade's does not admit it (its facade would raise AttributeError
        where CPython gives a value). Another module admitting the same name does not
        make it this one's."""
        if not isinstance(node.value, ast.Name) or node.attr in self.defined_attributes:
            return False
        module = self.module_of_alias.get(node.value.id)
        if module is None or module not in self.ctx.modules or node.attr in self.ctx.modules[module]:
            return False
        real = (self.ctx.real_module_members or {}).get(module)
        return real is None or node.attr in real

    # -- per-node rules ---------------------------------------------------------------
    def check_Name(self, node: ast.Name) -> None:
        if node.id in self.tuple_factories and id(node) not in self.factory_calls:
            self.dynamic_fields = True  # passed around or called indirectly: fields unseen
        if node.id == "setattr" and id(node) not in self.literal_setattrs:
            self.dynamic_fields = True  # attribute names made at run time: reads of them are unseen
        if node.id in self.ctx.bindings and id(node) not in self.receivers:
            if isinstance(node.ctx, ast.Load):
                self.add(
                    node,
                    "STK-V005",
                    f"binding '{node.id}' can only be called as {node.id}.<export>(...); "
                    "it cannot be stored, passed or inspected",
                )
            return
        if id(node) in self.dict_reads:
            return  # vars(x), read at once (dict_reads)
        if id(node) in self.class_dict_reads:
            self.add(node, "STK-V011", _CLASS_DICT_HINT)
            return
        if isinstance(node.ctx, ast.Load) and (
            node.id in DENIED_BUILTINS
            or (self.ctx.builtins is not None and node.id in CPYTHON_BUILTINS and node.id not in self.ctx.builtins)
        ):
            self.builtin_loads.append(node)

    def check_Attribute(self, node: ast.Attribute) -> None:
        attr = node.attr
        if attr in names.INTROSPECTION_ATTRIBUTES:
            self.add(node, "STK-V003", f"attribute '.{attr}' is never available: frames and code are not reachable")
            return
        if not isinstance(node.ctx, ast.Load):
            if isinstance(node.value, ast.Name) and node.value.id in self.module_aliases:
                hint = ""
                if attr in ("stdout", "stderr"):
                    hint = f"; to send output elsewhere for a block, use `with contextlib.redirect_{attr}(f):`"
                self.add(
                    node,
                    "STK-V009",
                    f"modules are read-only: '{node.value.id}.{attr}' cannot be assigned or deleted{hint}",
                )
            elif not attr.startswith("__"):
                self.defined_attributes.add(attr)  # checked at run time: only guest objects take stores
            return
        if isinstance(node.value, ast.Name) and id(node.value) in self.receivers:
            return  # checked as a binding call
        if attr in self.tuple_factories and id(node) not in self.factory_calls:
            self.dynamic_fields = True
        if attr.startswith("__"):
            return  # reported by the naming rule (reviewed special methods are checked at run time)
        self.attribute_reads.append(node)

    def check_ClassDef(self, node: ast.ClassDef) -> None:
        for base in node.bases:  # class P(NamedTuple): its fields are class-body names
            if isinstance(base, (ast.Name, ast.Attribute)):
                self.factory_calls.add(id(base))
        typed_dict = any(self.is_typeddict_ref(b) for b in node.bases)
        if typed_dict:
            self.check_typeddict_body(node)
        enum = any(self.is_enum_ref(b) for b in node.bases)
        named_tuple = any(isinstance(b, ast.Name) and b.id in self.tuple_factories for b in node.bases)
        for kw in node.keywords:
            if typed_dict and kw.arg == "total" and isinstance(kw.value, ast.Constant) and type(kw.value.value) is bool:
                continue  # class Movie(TypedDict, total=False): the one TypedDict keyword
            if kw.arg == "metaclass":
                self.add(
                    node,
                    "STK-V013",
                    "the class keyword 'metaclass=' is not admitted: Stockade has no metaclasses; for a "
                    "registry of subclasses define __init_subclass__ in the base class, or use a class decorator",
                )
            elif kw.arg is None:
                self.add(
                    kw.value,
                    "STK-V013",
                    "class keywords from '**' are not admitted; write each class keyword by name (key=value)",
                )
            elif typed_dict or enum or named_tuple:
                self.add(
                    node,
                    "STK-V013",
                    f"class keywords ('{kw.arg}=') are not admitted on a TypedDict, enum or NamedTuple class; "
                    "write a plain class (bases only)",
                )
        if enum or named_tuple:
            for stmt in node.body:
                for name in _class_body_bindings(stmt):
                    if name in names.DEF_ONLY_DUNDERS or (enum and name in names.DESCRIPTOR_DUNDERS):
                        self.add(
                            stmt,
                            "STK-V002",
                            f"'{name}' is not admitted in an enum or NamedTuple class body; "
                            "define it in a plain class",
                        )

        refused = [(b, named) for b in node.bases if (named := self.unadmitted_base(b)) is not None]
        # A builtin type next to another base may be an enum's member type (class C(str,
        # Enum)), and the enum may come from another file: the class statement decides.
        others = [b for b in node.bases if not self.is_builtin_type_ref(b)]
        for base, named in refused:
            if self.is_builtin_type_ref(base) and others:
                continue
            self.add(
                base,
                "STK-V013",
                f"class {node.name}: '{named}' is not admitted as a base class; a class may derive from "
                "object, the exception classes, dict, list, collections.OrderedDict, collections.defaultdict, "
                "collections.Counter, abc.ABC, the container ABCs of collections.abc (Mapping, Sequence, ...), "
                "json.JSONEncoder, html.parser.HTMLParser, logging.Formatter, logging.Filter, logging.Handler, "
                "logging.StreamHandler and classes the program defines "
                f"(keep a '{named}' in an attribute instead)",
            )

        if enum:
            for stmt in node.body:
                for name in _class_body_bindings(stmt):
                    if names.is_sunder(name) and name not in names.ENUM_SUNDERS:
                        admitted = ", ".join(sorted(names.ENUM_SUNDERS))
                        self.add(
                            stmt,
                            "STK-V018",
                            f"the enum hook '{name}' is not admitted in an enum class body (admitted: {admitted}); "
                            "write a method or a constant outside the enum",
                        )

    def is_builtin_type_ref(self, node: ast.expr) -> bool:
        """``node`` is a builtin class's name (``list``, ``object``) not rebound in the file."""
        return (
            isinstance(node, ast.Name)
            and isinstance(getattr(builtins, node.id, None), type)
            and node.id not in self.file_bindings
            and node.id not in self.imported_from
        )

    def unadmitted_base(self, node: ast.expr) -> str | None:
        """The name of a class that ``node`` visibly names and no guest class may derive
        from: a builtin type not rebound in the file (``list``), a member imported from an
        admitted module (``from collections import OrderedDict``), or ``m.Member`` on a
        name bound by ``import m``."""
        table = self.ctx.unadmitted_bases
        if table is None:
            return None
        if isinstance(node, ast.Name):
            origin = self.imported_from.get(node.id)
            if origin is not None:
                module, member = origin
                return member if member in table.get(module, frozenset()) else None
            if node.id in table.get("builtins", frozenset()) and node.id not in self.file_bindings:
                return node.id
            return None
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            module_name = self.imported_modules.get(node.value.id)
            if module_name is not None and node.attr in table.get(module_name, frozenset()):
                return f"{module_name}.{node.attr}"
        return None

    def is_typeddict_ref(self, node: ast.expr) -> bool:
        """An expression that visibly names a TypedDict class: ``TypedDict`` imported from
        typing, ``typing.TypedDict``, or a class this file derives from one."""
        if isinstance(node, ast.Name):
            return node.id in self.typeddict_names
        return (
            isinstance(node, ast.Attribute)
            and node.attr == "TypedDict"
            and isinstance(node.value, ast.Name)
            and node.value.id in self.typing_modules
        )

    def check_typeddict_body(self, node: ast.ClassDef) -> None:
        """A TypedDict class body declares keys: annotated names, a docstring, ``pass``."""
        for stmt in node.body:
            if isinstance(stmt, ast.AnnAssign) and stmt.value is None and isinstance(stmt.target, ast.Name):
                continue
            if isinstance(stmt, ast.Pass) or (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)):
                continue
            self.add(
                stmt,
                "STK-V013",
                "a TypedDict class body holds only its keys (annotated names such as 'name: str', "
                "without values), a docstring and 'pass'; write methods and defaults in a helper function",
            )

    def is_enum_ref(self, node: ast.expr) -> bool:
        """An expression that visibly names an enum class: an enum base imported from
        enum, ``enum.X``, or a class this file derives from one."""
        if isinstance(node, ast.Name):
            return node.id in self.enum_names
        return (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id in self.enum_modules
            and node.attr in _ENUM_BASES
        )

    def check_With(self, node: ast.With) -> None:
        pass  # every context manager is wrapped by the lowering (__sk_with)

    def check_withitem(self, node: ast.withitem) -> None:
        pass

    def check_MatchMapping(self, node: ast.MatchMapping) -> None:
        for key in node.keys:
            if isinstance(key, ast.Attribute):
                self.add(
                    key,
                    "STK-V001",
                    "match: dotted names as mapping-pattern keys are not admitted; "
                    "capture the value and compare in a guard: case {**rest} if rest.get(K) == ...",
                )

    def check_MatchClass(self, node: ast.MatchClass) -> None:
        # The class and the attributes it reads are checked at run time (the names can be
        # rebound); here, refuse what no admitted type can ever offer.
        for attr in node.kwd_attrs:
            if attr.startswith("__"):
                continue  # reported by the naming rule
            if attr in names.INTROSPECTION_ATTRIBUTES:
                self.add(node, "STK-V003", f"attribute '.{attr}' is never available: frames and code are not reachable")
                continue
            self.pattern_attr_reads.append((node, attr))  # checked at the end, like attribute reads

    def check_FunctionDef(self, node: ast.FunctionDef) -> None:
        pass  # decorators are plain calls of guest-reachable callables, lowered like any call

    def check_AsyncFunctionDef(self, node: ast.AsyncFunctionDef) -> None:
        pass  # a yield inside makes an async generator (admitted; aio.py drives and closes it)

    def check_GeneratorExp(self, node: ast.GeneratorExp) -> None:
        pass  # an await or async for inside makes an async generator expression (admitted)

    def check_AsyncFor(self, node: ast.AsyncFor) -> None:
        pass  # the async iterator is wrapped by the lowering (__sk_aiter)

    def check_AsyncWith(self, node: ast.AsyncWith) -> None:
        pass  # every asynchronous context manager is wrapped by the lowering (__sk_awith)

    def check_Delete(self, node: ast.Delete) -> None:
        pass  # attribute targets are reported by check_Attribute (ctx=Del)

    def check_Assign(self, node: ast.Assign) -> None:
        pass  # targets are checked through their Name/Attribute nodes

    def check_AugAssign(self, node: ast.AugAssign) -> None:
        pass

    def check_AnnAssign(self, node: ast.AnnAssign) -> None:
        pass

    def check_NamedExpr(self, node: ast.NamedExpr) -> None:
        pass

    def check_Global(self, node: ast.Global) -> None:
        pass  # identifiers checked by the naming rules

    def check_Nonlocal(self, node: ast.Nonlocal) -> None:
        pass

    def check_Try(self, node: ast.Try) -> None:
        pass  # handlers are filtered by the lowering

    def check_ExceptHandler(self, node: ast.ExceptHandler) -> None:
        # Deep guest recursion stops the run (STK-LIMIT-RECURSION) before CPython would
        # raise RecursionError, so a handler written for it would never run where CPython
        # runs it: refuse the handler rather than give a different answer.
        names = node.type.elts if isinstance(node.type, ast.Tuple) else [node.type]
        self.recursion_handlers.extend(n for n in names if isinstance(n, ast.Name) and n.id == "RecursionError")

    def check_comprehension(self, node: ast.comprehension) -> None:
        pass  # async ones are wrapped by the lowering (__sk_aiter)

    def check_Call(self, node: ast.Call) -> None:
        func = node.func
        fname = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
        if fname in self.tuple_factories:
            self.factory_calls.add(id(func))
            self.note_tuple_fields(node)
        enum_base = (isinstance(func, ast.Name) and func.id in self.enum_bases) or (
            isinstance(func, ast.Attribute) and self.is_enum_ref(func)
        )
        if enum_base and (len(node.args) > 1 or any(kw.arg != "value" for kw in node.keywords)):
            self.note_enum_members(node)
        for kw in node.keywords:
            if kw.arg == "extra" and isinstance(kw.value, ast.Dict):
                # logging's extra={...}: its keys become attributes of the log record
                for key in kw.value.keys:
                    if isinstance(key, ast.Constant) and type(key.value) is str:
                        self.defined_attributes.add(key.value)
        if (
            isinstance(func, ast.Name)
            and func.id == "setattr"
            and len(node.args) >= 2
            and isinstance(node.args[1], ast.Constant)
            and type(node.args[1].value) is str
        ):
            self.literal_setattrs.add(id(func))
            self.defined_attributes.add(node.args[1].value)
        writes = ("update", "setdefault")
        if isinstance(func, ast.Attribute) and func.attr in writes and id(func.value) in self.dict_reads:
            self.dynamic_fields = True  # vars(x).update(m): attribute names made at run time
        if (
            _is_object_setattr(func)
            and len(node.args) >= 2
            and isinstance(node.args[1], ast.Constant)
            and type(node.args[1].value) is str
        ):
            self.literal_setattrs.add(id(func))
            self.defined_attributes.add(node.args[1].value)
        if (
            isinstance(func, ast.Attribute)
            and isinstance(func.value, ast.Name)
            and func.value.id in self.ctx.bindings
            and isinstance(func.value.ctx, ast.Load)
        ):
            self.receivers.add(id(func.value))
            self.check_binding_call(node, func.value.id, func.attr)
        dataclass_call = (isinstance(func, ast.Name) and func.id in self.dataclass_names) or (
            isinstance(func, ast.Attribute)
            and func.attr == "dataclass"
            and isinstance(func.value, ast.Name)
            and func.value.id in self.dataclass_modules
        )
        if dataclass_call:
            for kw in node.keywords:
                if kw.arg in _DATACLASS_REFUSED and not _is_false(kw.value):
                    self.add(kw.value, "STK-V019", _DATACLASS_REFUSED[kw.arg])

    def note_enum_members(self, call: ast.Call) -> None:
        """Member names of the enum functional API (``Enum('Name', 'A B')``), when literal:
        a str of names, a list or tuple of names or (name, value) pairs, a dict display."""
        spec: ast.expr | None = call.args[1] if len(call.args) > 1 else None
        for kw in call.keywords:
            if kw.arg == "names":
                spec = kw.value
            elif kw.arg is None:
                self.dynamic_fields = True
        if any(isinstance(a, ast.Starred) for a in call.args):
            self.dynamic_fields = True
        if isinstance(spec, ast.Dict):
            for key in spec.keys:
                if isinstance(key, ast.Constant) and type(key.value) is str:
                    self.defined_attributes.add(key.value)
                else:
                    self.dynamic_fields = True
            return
        self.note_literal_names(spec)

    def note_literal_names(self, spec: ast.expr | None) -> None:
        """Names a call gives as a literal (``'a b'``, ``'a, b'``, or a list or tuple of names
        or of ``(name, x)`` pairs) become attributes the program defines; anything else
        makes them unseen (dynamic_fields)."""
        if isinstance(spec, ast.Constant) and type(spec.value) is str:
            self.defined_attributes.update(spec.value.replace(",", " ").split())
            return
        if isinstance(spec, (ast.List, ast.Tuple)):
            for elt in spec.elts:
                if isinstance(elt, (ast.List, ast.Tuple)) and elt.elts:
                    elt = elt.elts[0]  # (name, value) / NamedTuple's (name, type) pairs
                if isinstance(elt, ast.Constant) and type(elt.value) is str:
                    self.defined_attributes.add(elt.value)
                else:
                    self.dynamic_fields = True
            return
        self.dynamic_fields = True

    def note_tuple_fields(self, call: ast.Call) -> None:
        """Field names of a namedtuple(...)/NamedTuple(...) call, when they are literals."""
        spec: ast.expr | None = call.args[1] if len(call.args) > 1 else None
        for kw in call.keywords:
            if kw.arg in ("field_names", "fields"):
                spec = kw.value
            elif kw.arg is None or (kw.arg == "rename" and not _is_false(kw.value)):
                self.dynamic_fields = True
        if any(isinstance(a, ast.Starred) for a in call.args):
            self.dynamic_fields = True
        if spec is not None:
            self.note_literal_names(spec)

    def check_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self.module_aliases.add(alias.asname or alias.name)
            if alias.asname is not None:
                self.module_of_alias[alias.asname] = alias.name
            else:
                self.module_of_alias[alias.name.split(".")[0]] = alias.name.split(".")[0]
            if alias.asname is None and "." in alias.name:
                top = alias.name.split(".")[0]
                self.identifiers.add(top)  # the name the import binds
                self.bound_names.add(top)
                self.module_aliases.add(top)
            if alias.name not in self.ctx.modules:
                self.add(node, "STK-V004", _import_message(alias.name, self.ctx.modules))

    def check_ImportFrom(self, node: ast.ImportFrom) -> None:
        if node.level:
            self.add(node, "STK-V012", "relative imports are not admitted; import program files by name")
            return
        module = node.module or ""
        if module == "__future__":
            for alias in node.names:
                if alias.name != "annotations":
                    self.add(node, "STK-V004", f"from __future__ import {alias.name} is not admitted")
            return
        if module not in self.ctx.modules:
            self.add(node, "STK-V004", _import_message(module, self.ctx.modules))
            return
        members = self.ctx.modules[module]
        for alias in node.names:
            if alias.name in ("namedtuple", "NamedTuple") and alias.asname:
                self.tuple_factories.add(alias.asname)
            if alias.name == "*":
                self.add(node, "STK-V012", "star imports are not admitted; import the names you use")
            elif alias.name not in members:
                hint = _refused_member_hint(module, alias.name)
                self.add(node, "STK-V004", f"'{module}' has no admitted member '{alias.name}'{hint}")

    def check_binding_call(self, call: ast.Call, binding: str, export: str) -> None:
        exports = self.ctx.bindings[binding]
        if export not in exports:
            known = ", ".join(sorted(exports)) or "none"
            self.add(call, "STK-V006", f"binding '{binding}' has no export '{export}' (exports: {known})")
            return
        if any(isinstance(a, ast.Starred) for a in call.args) or any(k.arg is None for k in call.keywords):
            return  # checked at run time
        if f"{binding}.{export}" in self.ctx.ungranted:
            self.add(
                call,
                "STK-V016",
                f"{binding}.{export} is nondeterministic and this program is not granted nondeterminism",
            )
        sig = exports[export]
        try:
            bound = sig.bind(*call.args, **{k.arg: k.value for k in call.keywords if k.arg is not None})
        except TypeError as e:
            self.add(call, "STK-V007", f"{binding}.{export}{sig}: {e}")
            return
        check = self.ctx.literal_check
        if check is None:
            return
        for param, node in bound.arguments.items():
            if not isinstance(node, ast.expr) or not _is_literal(node):
                continue  # *args / **kwargs parameters and computed values are checked at run time
            try:
                value = ast.literal_eval(node)
            except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
                continue
            problem = check(binding, export, param, value)
            if problem is not None:
                self.add(node, problem[0], problem[1])


def _is_false(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value in (False, None, 0)


def _is_literal(node: ast.expr) -> bool:
    """A literal display the verifier can evaluate: constants, and lists, tuples, sets and
    dicts of them (``-1`` too)."""
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        return isinstance(node.operand, ast.Constant)
    if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
        return all(_is_literal(e) for e in node.elts)
    if isinstance(node, ast.Dict):
        return all(k is not None and _is_literal(k) for k in node.keys) and all(_is_literal(v) for v in node.values)
    return False


_DICT_READ_HINT = (
    "{site} is admitted only where the dict is read at once: {site}.items(), dict({site}), "
    "for k in {site}, {site}.get(k), {site}.update(m), json.dumps({site}), ... "
    "(to keep a copy, write dict({site}); the live dict is never handed out)"
)


_CLASS_DICT_HINT = (
    "a class's namespace (vars(C), C.__dict__, type(x).__dict__) is not listed in Stockade; "
    "read the attributes by name, or keep a registry (a dict or list) the class fills"
)


def _is_object_setattr(node: ast.AST) -> bool:
    """``object.__setattr__`` read by name (frozen dataclasses' ``__post_init__`` idiom);
    the runtime answers it only on the class ``object`` itself."""
    return (
        isinstance(node, ast.Attribute)
        and node.attr == names.OBJECT_SETATTR
        and isinstance(node.ctx, ast.Load)
        and isinstance(node.value, ast.Name)
        and node.value.id == "object"
    )


def _class_hook_problem(node: ast.AST, fname: str, ident: str, in_class: bool, has_class: bool) -> str | None:
    """Why this use of a def-only special method (names.DEF_ONLY_DUNDERS) is refused: only
    ``def`` directly in a class body and the attribute reads ``super().__init_subclass__``
    and ``X.__new__`` (checked at run time) are admitted."""
    if isinstance(node, ast.FunctionDef) and fname == "name" and in_class:
        return None
    if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load) and fname == "attr":
        if ident == "__init_subclass__":
            return None  # the guard answers it on super objects of guest classes only
        if ident == names.NEW and has_class:
            return None  # a checked callable: its first argument must be a guest class
    reads = {"__init_subclass__": " (and read as super().__init_subclass__ inside it)", names.NEW: ""}
    return (
        f"'{ident}' is admitted only as a method defined with 'def' directly in a class body"
        + reads.get(ident, "")
    )


def _class_body_flag(node: ast.AST, fname: str, in_class: bool) -> bool:
    """Whether the child in ``node.fname`` is evaluated directly in a class body."""
    if isinstance(node, ast.ClassDef):
        return fname == "body" or (in_class and fname in ("decorator_list", "bases", "keywords"))
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return in_class and fname == "decorator_list"
    if isinstance(node, (ast.Lambda, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
        return False
    return in_class


def _label(kind: str) -> str:
    return {
        "ClassDef": "class",
        "AsyncFunctionDef": "async def",
        "With": "with",
        "Match": "match",
        "Yield": "yield",
        "YieldFrom": "yield from",
        "Await": "await",
        "TryStar": "except*",
        "Lambda": "lambda",
    }.get(kind, kind)


_MODULE_HINTS = {
    "os": "only os.path (path strings) and the path constants are admitted; there is no operating system "
    "access (ask the host for a binding)",
    "sys": "only sys.maxsize, sys.version_info, sys.float_info, sys.getrecursionlimit, sys.stdout and "
    "sys.stderr are admitted",
    "subprocess": "processes cannot be started; ask the host for a binding",
    "socket": "there is no network; ask the host for a binding",
    "requests": "there is no network; ask the host for a binding",
    "urllib": "only urllib.parse is admitted (there is no network; ask the host for a binding)",
    "pathlib": "there is no filesystem; ask the host for a binding",
    "importlib": "dynamic imports are not admitted",
    "pickle": "pickle is not admitted; use json",
    "warnings": "there are no warnings; print() a message or raise an exception",
    "shutil": "there is no filesystem; ask the host for a binding",
    "tempfile": "there is no filesystem; ask the host for a binding",
    "threading": "threads cannot be started; use asyncio in the guest, or ask the host for a binding",
    "multiprocessing": "processes cannot be started; ask the host for a binding",
}


_ENUM_BASES = frozenset({"Enum", "IntEnum", "StrEnum", "Flag", "IntFlag"})


def _imported(tree: ast.Module, module: str, members: frozenset[str]) -> tuple[set[str], set[str]]:
    """(names ``from module import ...`` binds to one of ``members``, names ``import
    module`` binds)."""
    names: set[str] = set()
    modules: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == module and not node.level:
            names.update(a.asname or a.name for a in node.names if a.name in members)
        elif isinstance(node, ast.Import):
            modules.update(a.asname or a.name for a in node.names if a.name == module)
    return names, modules


def _file_names(tree: ast.Module) -> tuple[dict[str, tuple[str, str]], dict[str, str], set[str]]:
    """(``from m import x as y``: y -> (m, x); ``import m as a``: a -> m; every name the
    file binds otherwise: assignments, definitions, parameters, loop and ``with``
    targets). A name bound both ways is left out of the first two."""
    imported_from: dict[str, tuple[str, str]] = {}
    imported_modules: dict[str, str] = {}
    other: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and not node.level and node.module is not None:
            for alias in node.names:
                imported_from[alias.asname or alias.name] = (node.module, alias.name)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname is not None:
                    imported_modules[alias.asname] = alias.name
                elif "." not in alias.name:
                    imported_modules[alias.name] = alias.name
        elif isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
            other.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            other.add(node.name)
        elif isinstance(node, ast.arg):
            other.add(node.arg)
        elif isinstance(node, (ast.MatchAs, ast.MatchStar)) and node.name is not None:
            other.add(node.name)
        elif isinstance(node, ast.ExceptHandler) and node.name is not None:
            other.add(node.name)
    for name in other:
        imported_from.pop(name, None)
        imported_modules.pop(name, None)
    return imported_from, imported_modules, other


def _derived(tree: ast.Module, roots: set[str], modules: set[str], members: frozenset[str]) -> set[str]:
    """``roots`` plus the names of the file's classes that derive, transitively, from one
    of them or from ``<module alias>.<member>``."""
    classes = set(roots)
    defs = [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]
    grew = True
    while grew:
        grew = False
        for d in defs:
            if d.name in classes:
                continue
            for b in d.bases:
                if (isinstance(b, ast.Name) and b.id in classes) or (
                    isinstance(b, ast.Attribute)
                    and isinstance(b.value, ast.Name)
                    and b.value.id in modules
                    and b.attr in members
                ):
                    classes.add(d.name)
                    grew = True
                    break
    return classes


def _enum_names(tree: ast.Module) -> tuple[set[str], set[str], set[str]]:
    """(names bound to the enum module's classes, those plus the names of the file's
    classes that derive from one, transitively, names bound to the enum module)."""
    bases, modules = _imported(tree, "enum", _ENUM_BASES)
    return bases, _derived(tree, bases, modules, _ENUM_BASES), modules


# dataclass() options the program cannot use (the runtime refuses them too,
# with TypeError, where the verifier cannot see the call).
_DATACLASS_REFUSED = {
    "weakref_slot": "dataclass(weakref_slot=True) is not admitted (the program has no weak references); "
    "leave it out",
}


def _dataclass_names(tree: ast.Module) -> tuple[set[str], set[str]]:
    """(names bound to dataclasses.dataclass, names bound to the dataclasses module)."""
    return _imported(tree, "dataclasses", frozenset({"dataclass"}))


def _typeddict_names(tree: ast.Module) -> tuple[set[str], set[str]]:
    """(names bound to typing.TypedDict plus the names of the file's classes that derive
    from it, transitively; names bound to the typing module)."""
    typeddict = frozenset({"TypedDict"})
    names, modules = _imported(tree, "typing", typeddict)
    return _derived(tree, names, modules, typeddict), modules


def _class_body_bindings(stmt: ast.stmt) -> list[str]:
    """The names one class-body statement binds directly."""
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [stmt.name]
    targets: list[ast.expr] = []
    if isinstance(stmt, ast.Assign):
        targets = list(stmt.targets)
    elif isinstance(stmt, (ast.AnnAssign, ast.AugAssign)):
        targets = [stmt.target]
    out: list[str] = []
    for t in targets:
        out.extend(n.id for n in ast.walk(t) if isinstance(n, ast.Name))
    return out


def _refused_member_hint(module: str | None, member: str) -> str:
    """': <what to write instead>' for a stdlib member refused on purpose, else ''."""
    from .._runtime.stdlib import REFUSED_MEMBERS

    for mod, refused in REFUSED_MEMBERS.items():
        if (module is None or module == mod) and member in refused:
            return f" ({mod}.{member}: {refused[member]})"
    return ""


def _import_message(module: str, modules: Mapping[str, frozenset[str]]) -> str:
    from .._runtime.stdlib import MODULES

    hint = _MODULE_HINTS.get(module) or _MODULE_HINTS.get(module.split(".")[0])
    if module in MODULES and module not in modules:
        hint = "it reads the host's clock: the host must grant nondeterminism (compile with nondeterminism=True)"
    admitted = ", ".join(sorted(m for m in MODULES if m in modules))
    return f"module '{module}' is not admitted" + (f": {hint}" if hint else "") + f" (admitted: {admitted})"


def verify(tree: ast.Module, file: str, ctx: VerifyContext) -> tuple[list[Diagnostic], frozenset[str]]:
    """Check one parsed file. Returns (every diagnostic found, every identifier it uses);
    the file passes when the list is empty."""
    v = _Verifier(file, ctx)
    diags = v.run(tree)
    return diags, frozenset(v.identifiers)
