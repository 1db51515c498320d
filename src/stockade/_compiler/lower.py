"""Lower a verified guest tree into guarded Python (see abi.py for every rewrite).

Invariant: after lowering, the only names the tree references besides the guest's own are
ABI hooks; no attribute node remains (every read goes through ``__sk_ga``);
every function, lambda and loop iteration ticks the meter; every except handler and
finally block starts with the sticky limit check; annotations are gone (except ``x: T`` directly in a
class body, kept with T as a string constant, for dataclasses).
"""

from __future__ import annotations

import ast
import copy
from collections.abc import Iterator, Mapping

from . import abi, dict_reads
from .names import (
    ANNOTATIONS_HOOK,
    CLASS_CREATION_HOOKS,
    bound_names,
    defers_annotations,
    evaluated_annotations,
    kept_annotation,
)

_SMALL_EXPONENT = 64


def _name(id_: str) -> ast.Name:
    return ast.Name(id=id_, ctx=ast.Load())


def _call(hook: str, *args: ast.expr, keywords: list[ast.keyword] | None = None) -> ast.Call:
    return ast.Call(func=_name(hook), args=list(args), keywords=keywords or [])


def _tick() -> ast.Call:
    return _call("__sk_next", _name("__sk_F"))


def _check_stmt() -> ast.Expr:
    return ast.Expr(value=_call("__sk_check", _name("__sk_F")))


def _small_int(node: ast.expr) -> bool:
    if not isinstance(node, ast.Constant):
        return False
    value = node.value
    return type(value) in (int, float, bool) and -_SMALL_EXPONENT <= value <= _SMALL_EXPONENT  # type: ignore[operator]


# -- the receiver fast path of methods --------------------------------------------------
#
# A method (a def directly in a class body) whose body reads or stores attributes of its
# parameters is emitted twice:
#
#     def m(self, o):                       def m(self, o):
#         self.t += o.v                 ->      if __sk_own(__sk_F, (('t',), ('t',), ('v',), ()), self, o):
#         return self.f(o)                          self.t += o.v          (plain opcodes)
#                                                   return self.f(o)
#                                               else:
#                                                   <the guarded lowering of the same body>
#
# __sk_own ticks (it is the function's entry tick) and returns True only when every listed
# parameter is an instance of a guest class whose denied sets (read/store) contain none of
# the names the plain copy reads/stores on it (_native.c, guard_own). A parameter qualifies
# only when nothing in the function rebinds it and no nested scope (def, lambda, class,
# comprehension) names it; only attributes without a leading "__", read or stored directly
# in the function's own scope (plain `p.a = v` and `p.a op= v`, not unpacking targets or
# del), get the plain form. So in the plain copy each such opcode acts on the very object
# that was checked, whose class cannot change: exactly getattr/setattr after the guard's
# own checks, which is what __sk_ga/__sk_gm/__sk_sa do for a guest instance.

_NESTED_SCOPES = (
    ast.FunctionDef,
    ast.AsyncFunctionDef,
    ast.Lambda,
    ast.ClassDef,
    ast.ListComp,
    ast.SetComp,
    ast.DictComp,
    ast.GeneratorExp,
)
_PLAIN = "_sk_plain"  # flag on the Attribute / AugAssign nodes the fast copy keeps plain

# -- typed receivers ---------------------------------------------------------------------
#
# Everywhere else, an attribute read or a method call on a name is emitted twice too, in
# one expression:
#
#     n.a            ->  n.a if __sk_type(n) in __sk_S else __sk_ga(n, 'a')
#     n.m(x)         ->  n.m(x) if __sk_type(n) in __sk_S else __sk_gm(n, 'm')(n, x)
#
# __sk_type is the builtin type (CPython runs type(n) inline) and __sk_S the run's set of
# guest classes whose read-denied set is empty and that are not enums (classes.py adds a
# class when it marks it): for an instance of such a class the guard's answer to any name
# without a leading "__" is plain getattr, so the plain opcode does exactly what __sk_ga
# and __sk_gm would. n is read twice with nothing in between but type() and a set lookup
# (no guest code runs there), so the opcode acts on the object that was checked. Codegen
# accepts a plain attribute load outside a method's fast copy only in this shape
# (codegen._typed_receiver_ok). A call's arguments are duplicated, one copy per branch, so
# only calls whose lowered arguments are small and hold no other such call get the form.
_TYPED = "_sk_typed"  # flag on the IfExp of a typed method call
_TYPED_ARGS_MAX_NODES = 60


def _typed_test(receiver: str) -> ast.Compare:
    return ast.Compare(left=_call("__sk_type", _name(receiver)), ops=[ast.In()], comparators=[_name("__sk_S")])


def _duplicable(args: list[ast.expr], keywords: list[ast.keyword]) -> bool:
    """Whether a call's lowered arguments may be emitted twice (see "typed receivers")."""
    count = 0
    for root in [*args, *keywords]:
        for n in ast.walk(root):
            count += 1
            if count > _TYPED_ARGS_MAX_NODES or getattr(n, _TYPED, False):
                return False
            if isinstance(n, (*_NESTED_SCOPES, ast.Yield, ast.YieldFrom, ast.Await, ast.NamedExpr)):
                return False
    return True


def _own_scope(body: list[ast.stmt]) -> Iterator[ast.AST]:
    """Every node of a function body in the function's own scope (nested scopes' nodes
    are not yielded; the nested scope nodes themselves are)."""
    stack: list[ast.AST] = list(reversed(body))
    while stack:
        node = stack.pop()
        yield node
        if not isinstance(node, _NESTED_SCOPES):
            stack.extend(reversed(list(ast.iter_child_nodes(node))))


def _fast_copy(
    node: ast.FunctionDef | ast.AsyncFunctionDef, excluded: frozenset[str]
) -> tuple[list[ast.stmt], list[str], ast.Tuple] | None:
    """(a copy of the body with the plain accesses flagged, the checked parameters, the
    spec tuple of __sk_own) for a method that has any, else None."""
    body = node.body
    for n in _own_scope(body):
        if isinstance(n, (ast.Global, ast.Nonlocal, ast.Match)):
            return None  # a second copy of a declaration is a SyntaxError; patterns are hoisted into lambdas
    a = node.args
    params = [p.arg for p in (*a.posonlyargs, *a.args, *a.kwonlyargs)]
    blocked = bound_names(body) | set(excluded)
    for n in _own_scope(body):
        if isinstance(n, _NESTED_SCOPES):
            blocked.update(x.id for x in ast.walk(n) if isinstance(x, ast.Name))
    candidates = [p for p in params if p not in blocked]
    if not candidates:
        return None
    fast = copy.deepcopy(body)
    reads: dict[str, list[str]] = {p: [] for p in candidates}
    stores: dict[str, list[str]] = {p: [] for p in candidates}

    def receiver(target: ast.expr) -> str | None:
        if (
            isinstance(target, ast.Attribute)
            and isinstance(target.value, ast.Name)
            and target.value.id in reads
            and not target.attr.startswith("__")
        ):
            return target.value.id
        return None

    def add(names: list[str], attr: str) -> None:
        if attr not in names:
            names.append(attr)

    for n in _own_scope(fast):
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and (p := receiver(n.targets[0])) is not None:
            target = n.targets[0]
            assert isinstance(target, ast.Attribute)
            setattr(target, _PLAIN, True)
            add(stores[p], target.attr)
        elif isinstance(n, ast.AugAssign) and (p := receiver(n.target)) is not None:
            if isinstance(n.op, (ast.Pow, ast.LShift)) and not _small_int(n.value):
                continue
            assert isinstance(n.target, ast.Attribute)
            setattr(n, _PLAIN, True)
            add(reads[p], n.target.attr)
            add(stores[p], n.target.attr)
        elif isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Load) and (p := receiver(n)) is not None:
            setattr(n, _PLAIN, True)
            add(reads[p], n.attr)
    used = [p for p in candidates if reads[p] or stores[p]]
    if not used:
        return None
    spec = ast.Tuple(
        elts=[
            ast.Tuple(elts=[ast.Constant(x) for x in names], ctx=ast.Load())
            for p in used
            for names in (reads[p], stores[p])
        ],
        ctx=ast.Load(),
    )
    return fast, used, spec


class _Lowerer(ast.NodeTransformer):
    def __init__(
        self,
        bindings: Mapping[str, object],
        script: bool,
        super_bound: bool,
        module_names: frozenset[str],
        async_exports: frozenset[str] = frozenset(),
        typed: bool = True,
    ) -> None:
        self.typed = typed  # emit the typed-receiver form (see "typed receivers")
        self.module_names = module_names  # names an `import m` binds: m.f(x) keeps the plain form
        self.bindings = bindings
        self.script = script
        self.function_depth = 0
        self.super_bound = super_bound  # the program binds a name 'super' of its own somewhere
        self.scopes: list[ast.AST] = []  # enclosing ClassDef / FunctionDef / Lambda nodes
        self.pattern_temps = 0  # hidden names for hoisted pattern classes and values
        self.async_exports = async_exports  # {"binding.export"} whose host method is async def
        self.evaluated: set[int] = set()  # ids of the annotations CPython evaluates (names.evaluated_annotations)
        self.defers = False  # `from __future__ import annotations`: annotations are strings

    # -- helpers ----------------------------------------------------------------------
    def _loc(self, new: ast.AST, old: ast.AST) -> ast.AST:
        """Give ``new`` and the nodes created with it ``old``'s position (original
        subtrees already have theirs and are not walked again)."""
        stack = [new]
        while stack:
            node = stack.pop()
            if "lineno" not in node._attributes or getattr(node, "lineno", None) is not None:
                if node is not new:
                    continue
            ast.copy_location(node, old)
            stack.extend(ast.iter_child_nodes(node))
        return new

    def _body_with_tick(self, body: list[ast.stmt]) -> list[ast.stmt]:
        tick = ast.Expr(value=_tick())
        if (
            body
            and isinstance(body[0], ast.Expr)
            and isinstance(body[0].value, ast.Constant)
            and isinstance(body[0].value.value, str)
        ):
            self._loc(tick, body[0])
            return [body[0], tick, *body[1:]]
        self._loc(tick, body[0])
        return [tick, *body]

    # -- modules and functions --------------------------------------------------------
    def visit_Module(self, node: ast.Module) -> ast.AST:
        last_is_expression = bool(node.body) and isinstance(node.body[-1], ast.Expr)
        self.generic_visit(node)
        if self.script and last_is_expression and isinstance(node.body[-1], ast.Expr):
            last = node.body[-1]
            assign = ast.Assign(targets=[ast.Name(id="__sk_result", ctx=ast.Store())], value=last.value)
            self._loc(assign, last)
            node.body[-1] = assign
        return node

    def _lower_body(self, body: list[ast.stmt]) -> list[ast.stmt]:
        out = [self.visit(stmt) for stmt in body]
        return [x for stmt in out for x in (stmt if isinstance(stmt, list) else [stmt])]

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.AST:
        in_class = bool(self.scopes) and isinstance(self.scopes[-1], ast.ClassDef)
        fast = _fast_copy(node, frozenset(self.bindings) | self.module_names) if in_class else None
        if in_class and node.name in CLASS_CREATION_HOOKS:
            # def __init_subclass__ ...  ->  def __init_subclass__ ...; __sk_init_subclass__ =
            # __init_subclass__; del __init_subclass__ (the function keeps CPython's name and
            # qualified name; the guest's __build_class__ calls it, never type.__new__)
            hook = node.name
            node.name = "__sk_def__"  # visited as any method, then renamed back below
            lowered = self.visit_FunctionDef(node)
            assert isinstance(lowered, ast.FunctionDef)
            lowered.name = hook
            move = ast.Assign(targets=[ast.Name(id=CLASS_CREATION_HOOKS[hook], ctx=ast.Store())], value=_name(hook))
            drop = ast.Delete(targets=[ast.Name(id=hook, ctx=ast.Del())])
            return [lowered, self._loc(move, node), self._loc(drop, node)]  # type: ignore[return-value]
        kept = kept_annotation(node)  # @f.register: the one annotation singledispatch reads
        if kept is not None and id(kept) in self.evaluated:
            kept = None  # kept with the others below
        owner = next((p for p in ast.walk(node.args) if isinstance(p, ast.arg) and p.annotation is kept), None)
        node.decorator_list = [self.visit(d) for d in node.decorator_list]
        # The parameters' defaults and annotations, then the return annotation: evaluated
        # in the enclosing scope, in CPython's order, when CPython evaluates them.
        node.args = self.visit(node.args)
        returns = node.returns
        node.returns = self._function_annotation(returns)
        if kept is not None:
            lowered = self.visit(kept)  # in the enclosing scope, where CPython evaluates it
            if owner is not None:
                owner.annotation = lowered
            else:
                node.returns = lowered
        self.function_depth += 1
        self.scopes.append(node)
        node.body = self._lower_body(node.body)
        fast_body = self._lower_body(fast[0]) if fast is not None else []
        self.scopes.pop()
        self.function_depth -= 1
        if fast is None:
            node.body = self._body_with_tick(node.body)
            return node
        # The receiver fast path (see _fast_copy): the entry tick is __sk_own's.
        _, params, spec = fast
        doc: list[ast.stmt] = []
        body = node.body
        if (
            body
            and isinstance(body[0], ast.Expr)
            and isinstance(body[0].value, ast.Constant)
            and isinstance(body[0].value.value, str)
        ):
            doc, body, fast_body = body[:1], body[1:], fast_body[1:]
        test = _call("__sk_own", _name("__sk_F"), spec, *(_name(p) for p in params))
        choose = ast.If(test=test, body=fast_body or [ast.Pass()], orelse=body or [ast.Pass()])
        self._loc(choose, node.body[0])
        node.body = [*doc, choose]
        return node

    def visit_AsyncFunctionDef(self, node: ast.AsyncFunctionDef) -> ast.AST:
        # The same rewrites as a def (its own scope entry marks the body async), plus an
        # innermost decorator: every coroutine it makes is registered with the run. An
        # async generator (a yield in its own scope) makes no coroutine, so it gets none.
        agen = any(isinstance(n, (ast.Yield, ast.YieldFrom)) for n in _own_scope(node.body))
        self.visit_FunctionDef(node)  # type: ignore[arg-type]
        if not agen:
            node.decorator_list.append(self._loc(_name("__sk_coro"), node))  # type: ignore[arg-type]
        return node

    def visit_Await(self, node: ast.Await) -> ast.AST:
        self.generic_visit(node)
        node.value = self._loc(_call("__sk_aw", node.value), node.value)  # type: ignore[assignment]
        return node

    def visit_arg(self, node: ast.arg) -> ast.AST:
        node.annotation = self._function_annotation(node.annotation)
        return node

    def _function_annotation(self, ann: ast.expr | None) -> ast.expr | None:
        """A parameter or return annotation: lowered where CPython evaluates it; with
        ``from __future__ import annotations``, the string CPython's compiler stores (the
        expression unparsed: an inert str, never evaluated); otherwise none."""
        if ann is None:
            return None
        if id(ann) in self.evaluated:
            lowered = self.visit(ann)
            assert isinstance(lowered, ast.expr)
            return lowered
        if self.defers:
            constant = ast.Constant(ast.unparse(ann))
            self._loc(constant, ann)
            return constant
        return None

    def visit_ClassDef(self, node: ast.ClassDef) -> ast.AST:
        # class C(B): body  ->  unchanged; the guest's __build_class__ checks the bases,
        # marks the class, and CPython builds it. Hooks inside a class are spelt with a
        # trailing "__" (see _unmangle), so CPython's private-name mangling leaves them alone.
        node.decorator_list = [self.visit(d) for d in node.decorator_list]
        node.bases = [self.visit(b) for b in node.bases]
        depth, self.function_depth = self.function_depth, 0
        records = any(
            isinstance(n, ast.AnnAssign)
            and n.simple
            and isinstance(n.target, ast.Name)
            and id(n.annotation) in self.evaluated
            for n in _own_scope(node.body)
        )
        self.scopes.append(node)
        node.body = [self.visit(stmt) for stmt in node.body]
        node.body = [x for stmt in node.body for x in (stmt if isinstance(stmt, list) else [stmt])]
        if records:  # the dict visit_AnnAssign records evaluated annotations in
            hook = ast.Name(id=ANNOTATIONS_HOOK, ctx=ast.Store())
            start = ast.Assign(targets=[hook], value=ast.Dict(keys=[], values=[]))
            first = node.body[0]
            value = first.value if isinstance(first, ast.Expr) else None
            docstring = isinstance(value, ast.Constant) and type(value.value) is str
            node.body.insert(1 if docstring else 0, self._loc(start, first))  # type: ignore[arg-type]
        self.scopes.pop()
        self.function_depth = depth
        return node

    def visit_Lambda(self, node: ast.Lambda) -> ast.AST:
        self.scopes.append(node)
        self.generic_visit(node)
        self.scopes.pop()
        node.body = self._loc(ast.BoolOp(op=ast.Or(), values=[_tick(), node.body]), node.body)  # type: ignore[assignment]
        return node

    def visit_AnnAssign(self, node: ast.AnnAssign) -> ast.AST | list[ast.stmt]:
        in_class_body = bool(self.scopes) and isinstance(self.scopes[-1], ast.ClassDef)
        # An annotation CPython evaluates (names.evaluated_annotations) is evaluated here
        # too, last, as CPython does: after the value is stored.
        ann = node.annotation
        text = ann.value if isinstance(ann, ast.Constant) and type(ann.value) is str else ast.unparse(ann)
        evaluated = self.visit(ann) if id(ann) in self.evaluated else None  # (lowered in place)
        if node.simple and isinstance(node.target, ast.Name) and in_class_body:
            # `x: T [= v]` directly in a class body: kept, with the annotation as the string
            # `from __future__ import annotations` would store, so the class has its
            # __annotations__ for dataclasses and get_type_hints; the value CPython would
            # store goes to the class's ANNOTATIONS_HOOK dict (see visit_ClassDef).
            node.annotation = self._loc(ast.Constant(text), ann)  # type: ignore[assignment]
            if node.value is not None:
                node.value = self.visit(node.value)
            if evaluated is None:
                return node
            target = ast.Subscript(value=_name(ANNOTATIONS_HOOK), slice=ast.Constant(node.target.id), ctx=ast.Store())
            record = ast.Assign(targets=[target], value=evaluated)
            return [node, self._loc(record, node)]  # type: ignore[list-item]
        node.annotation = ast.Constant(None)  # stripped
        out: list[ast.stmt] = []
        if node.value is not None:
            self.generic_visit(node)
            out.append(self._loc(ast.Assign(targets=[node.target], value=node.value), node))  # type: ignore[arg-type]
        elif isinstance(node.target, ast.Subscript):
            # `d[k()]: int` evaluates d and k() (not the annotation), in that order.
            self.generic_visit(node)
            sl = node.target.slice
            parts = [p for p in (sl.lower, sl.upper, sl.step) if p is not None] if isinstance(sl, ast.Slice) else [sl]
            value = ast.Tuple(elts=[node.target.value, *parts], ctx=ast.Load())
            out.append(self._loc(ast.Expr(value=value), node))  # type: ignore[arg-type]
        elif isinstance(node.target, ast.Attribute):  # `a.b: int` evaluates a
            out.append(self._loc(ast.Expr(value=self.visit(node.target.value)), node))  # type: ignore[arg-type]
        elif self.function_depth and isinstance(node.target, ast.Name):
            # `x: int` makes x local without assigning it; keep exactly that.
            store = ast.Assign(targets=[ast.Name(id=node.target.id, ctx=ast.Store())], value=ast.Constant(None))
            out.append(self._loc(ast.If(test=ast.Constant(False), body=[store], orelse=[]), node))  # type: ignore[arg-type]
        if evaluated is not None:  # evaluated, then dropped (a module's __annotations__ is never read)
            out.append(self._loc(ast.Expr(value=evaluated), node))  # type: ignore[arg-type]
        return out or self._loc(ast.Pass(), node)

    # -- loops --------------------------------------------------------------------------
    def _ticking_iter(self, target: ast.expr, it: ast.expr) -> tuple[ast.expr, ast.expr]:
        # The meter comes first: the tick happens before the next item is pulled, so a
        # chain of nested generator expressions ticks (and checks depth) at every level.
        new_target = ast.Tuple(elts=[ast.Name(id="__sk_f", ctx=ast.Store()), target], ctx=ast.Store())
        new_iter = _call("__sk_zip", _name("__sk_F"), it)
        self._loc(new_target, target)
        self._loc(new_iter, it)
        return new_target, new_iter

    def visit_For(self, node: ast.For) -> ast.AST:
        self.generic_visit(node)
        node.target, node.iter = self._ticking_iter(node.target, node.iter)
        return node

    def visit_AsyncFor(self, node: ast.AsyncFor) -> ast.AST:
        # async for t in it: body  ->  async for t in __sk_aiter(__sk_F, it): body
        # (the wrapper ticks before each __anext__ and checks what it returns)
        self.generic_visit(node)
        node.iter = self._loc(_call("__sk_aiter", _name("__sk_F"), node.iter), node.iter)  # type: ignore[assignment]
        return node

    def visit_comprehension(self, node: ast.comprehension) -> ast.AST:
        self.generic_visit(node)
        if node.is_async:
            node.iter = self._loc(_call("__sk_aiter", _name("__sk_F"), node.iter), node.iter)  # type: ignore[assignment]
            return node
        node.target, node.iter = self._ticking_iter(node.target, node.iter)
        return node

    def visit_While(self, node: ast.While) -> ast.AST:
        self.generic_visit(node)
        node.test = self._loc(ast.BoolOp(op=ast.Or(), values=[_tick(), node.test]), node.test)  # type: ignore[assignment]
        return node

    # -- attributes, calls, bindings ----------------------------------------------------
    def _typed_receiver(self, receiver: ast.expr, attr: str) -> bool:
        """Whether ``receiver.attr`` gets the typed-receiver form (see "typed receivers"):
        a name that is not a module or a binding, an attribute without a leading "__"."""
        return (
            self.typed
            and isinstance(receiver, ast.Name)
            and receiver.id not in self.module_names
            and receiver.id not in self.bindings
            and not attr.startswith("__")
        )

    def visit_Attribute(self, node: ast.Attribute) -> ast.AST:
        if getattr(node, dict_reads.SITE_FLAG, False):
            # x.__dict__, read at once -> __sk_vars(x, 1): a copy (see dict_reads)
            flag = 3 if getattr(node, dict_reads.RESULT_FLAG, False) else 1  # 2: the live dict (dict_reads)
            return self._loc(_call("__sk_vars", self.visit(node.value), ast.Constant(flag)), node)
        self.generic_visit(node)
        if getattr(node, _PLAIN, False):
            return node  # a checked receiver in a method's fast copy (see _fast_copy)
        if isinstance(node.ctx, ast.Load):
            guarded = _call("__sk_ga", node.value, ast.Constant(node.attr))
            receiver = node.value
            if self._typed_receiver(receiver, node.attr):
                assert isinstance(receiver, ast.Name)
                plain = ast.Attribute(value=_name(receiver.id), attr=node.attr, ctx=ast.Load())
                setattr(plain, _PLAIN, True)
                return self._loc(ast.IfExp(test=_typed_test(receiver.id), body=plain, orelse=guarded), node)
            return self._loc(guarded, node)
        # A store or delete target anywhere (unpacking, for, with-as, +=, del):
        # a.b -> __sk_at(a)['b'], so CPython keeps its own evaluation order.
        target = ast.Subscript(value=_call("__sk_at", node.value), slice=ast.Constant(node.attr), ctx=node.ctx)
        return self._loc(target, node)

    def visit_Assign(self, node: ast.Assign) -> ast.AST:
        if len(node.targets) == 1 and isinstance(node.targets[0], ast.Attribute):
            if getattr(node.targets[0], _PLAIN, False):
                node.value = self.visit(node.value)
                return node  # a checked receiver in a method's fast copy (see _fast_copy)
            # a.b = v  ->  __sk_sa(v, a, 'b')   (v first, then a: CPython's order)
            target = node.targets[0]
            value = self.visit(node.value)
            obj = self.visit(target.value)
            return self._loc(ast.Expr(value=_call("__sk_sa", value, obj, ast.Constant(target.attr))), node)
        self.generic_visit(node)
        return node

    def visit_With(self, node: ast.With) -> ast.AST:
        # with m as t: body  ->  with __sk_with(__sk_F, m) as t: body
        self.generic_visit(node)
        for item in node.items:
            item.context_expr = self._loc(_call("__sk_with", _name("__sk_F"), item.context_expr), item.context_expr)  # type: ignore[assignment]
        return node

    def visit_AsyncWith(self, node: ast.AsyncWith) -> ast.AST:
        # async with m as t: body  ->  async with __sk_awith(__sk_F, m) as t: body
        self.generic_visit(node)
        for item in node.items:
            item.context_expr = self._loc(_call("__sk_awith", _name("__sk_F"), item.context_expr), item.context_expr)  # type: ignore[assignment]
        return node

    def _zero_arg_super(self, node: ast.Call) -> ast.AST | None:
        if self.super_bound or node.args or node.keywords:
            return None
        func = next((s for s in reversed(self.scopes) if not isinstance(s, ast.ClassDef)), None)
        in_class = any(isinstance(s, ast.ClassDef) for s in self.scopes[: self.scopes.index(func)]) if func else False
        if func is None or not in_class:
            return None  # CPython's RuntimeError("super(): no arguments"), from the guest's super
        assert isinstance(func, (ast.FunctionDef, ast.Lambda))
        a = func.args
        first = [*a.posonlyargs, *a.args]
        args: list[ast.expr] = [_name("__class__")]
        if first:
            args.append(_name(first[0].arg))
        elif a.vararg is not None:
            args.append(_name(a.vararg.arg))
        # super() -> __sk_super(__class__, self): the implicit __class__ cell, as CPython's.
        return self._loc(_call("__sk_super", *args), node)

    def visit_Call(self, node: ast.Call) -> ast.AST:
        if getattr(node, dict_reads.SITE_FLAG, False):
            # vars(x), read at once -> __sk_vars(x, 0): a copy (see dict_reads)
            flag = 2 if getattr(node, dict_reads.RESULT_FLAG, False) else 0
            return self._loc(_call("__sk_vars", self.visit(node.args[0]), ast.Constant(flag)), node)
        func = node.func
        if isinstance(func, ast.Name) and func.id == "super":
            lowered = self._zero_arg_super(node)
            if lowered is not None:
                return lowered
        if isinstance(func, ast.Attribute) and not getattr(func, _PLAIN, False):
            if isinstance(func.value, ast.Name) and func.value.id in self.bindings:
                hook = abi.binding_hook(func.value.id, func.attr)
                in_async = bool(self.scopes) and isinstance(self.scopes[-1], ast.AsyncFunctionDef)
                if in_async and f"{func.value.id}.{func.attr}" in self.async_exports:
                    hook = abi.async_binding_hook(func.value.id, func.attr)  # returns an awaitable
                node.args = [self.visit(a) for a in node.args]
                node.keywords = [self.visit(k) for k in node.keywords]
                node.func = self._loc(_name(hook), func)  # type: ignore[assignment]
                return node
            # a.b(x) -> __sk_ga(a, 'b')(x): the attribute is looked up before the
            # arguments are evaluated, exactly as CPython does.
            if isinstance(func.value, ast.Name) and func.value.id not in self.module_names:
                # n.m(x) -> __sk_gm(n, 'm')(n, x): the same guarded lookup, returning a
                # callable that takes n first (a method's plain function when it is bound
                # to n, so CPython calls it without a bound-method object). n is a name,
                # read twice in a row with no code between.
                receiver = func.value.id
                node.args = [self.visit(a) for a in node.args]
                node.keywords = [self.visit(k) for k in node.keywords]
                typed = self._typed_receiver(func.value, func.attr) and _duplicable(node.args, node.keywords)
                plain_args = copy.deepcopy(node.args) if typed else []
                plain_keywords = copy.deepcopy(node.keywords) if typed else []
                lookup = _call("__sk_gm", _name(receiver), ast.Constant(func.attr))
                node.func = self._loc(lookup, func)  # type: ignore[assignment]
                node.args = [self._loc(_name(receiver), func.value), *node.args]  # type: ignore[list-item]
                if not typed:
                    return node
                method = ast.Attribute(value=_name(receiver), attr=func.attr, ctx=ast.Load())
                setattr(method, _PLAIN, True)
                plain_call = ast.Call(func=method, args=plain_args, keywords=plain_keywords)
                choose = ast.IfExp(test=_typed_test(receiver), body=plain_call, orelse=node)
                setattr(choose, _TYPED, True)
                return self._loc(choose, node)
        self.generic_visit(node)
        return node

    # -- guarded operators ------------------------------------------------------------
    def visit_BinOp(self, node: ast.BinOp) -> ast.AST:
        self.generic_visit(node)
        if isinstance(node.op, ast.Pow) and not _small_int(node.right):
            return self._loc(_call("__sk_pow", node.left, node.right), node)
        if isinstance(node.op, ast.LShift) and not _small_int(node.right):
            return self._loc(_call("__sk_lshift", node.left, node.right), node)
        return node

    def _aug_attribute(self, node: ast.AugAssign, target: ast.Attribute, receiver: ast.Name) -> list[ast.stmt]:
        # n.b += v  ->  __sk_f = [n, __sk_ga(n, 'b')]; __sk_f[1] += v; __sk_sa(__sk_f[1], __sk_f[0], 'b')
        # (n is read once, twice in a row with no code between; then a.b, v, the in-place
        # operator and the store, in CPython's order)
        value = self.visit(node.value)
        pair = ast.Assign(
            targets=[ast.Name(id="__sk_f", ctx=ast.Store())],
            value=ast.List(
                elts=[
                    ast.Name(id=receiver.id, ctx=ast.Load()),
                    _call("__sk_ga", ast.Name(id=receiver.id, ctx=ast.Load()), ast.Constant(target.attr)),
                ],
                ctx=ast.Load(),
            ),
        )

        def item(i: int, ctx: ast.expr_context) -> ast.Subscript:
            return ast.Subscript(value=ast.Name(id="__sk_f", ctx=ast.Load()), slice=ast.Constant(i), ctx=ctx)

        op: ast.stmt
        if isinstance(node.op, (ast.Pow, ast.LShift)) and not _small_int(value):
            hook = "__sk_pow" if isinstance(node.op, ast.Pow) else "__sk_lshift"
            op = ast.Assign(targets=[item(1, ast.Store())], value=_call(hook, item(1, ast.Load()), value))
        else:
            op = ast.AugAssign(target=item(1, ast.Store()), op=node.op, value=value)
        store = ast.Expr(value=_call("__sk_sa", item(1, ast.Load()), item(0, ast.Load()), ast.Constant(target.attr)))
        return [self._loc(pair, node), self._loc(op, node), self._loc(store, node)]  # type: ignore[list-item]

    def visit_AugAssign(self, node: ast.AugAssign) -> ast.AST | list[ast.stmt]:
        target = node.target
        if getattr(node, _PLAIN, False):
            # p.a op= v on a checked receiver (see _fast_copy): __sk_f = p.a; __sk_f op= v;
            # p.a = __sk_f (CPython's order: p.a, then v, the operator, the store)
            assert isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name)
            value = self.visit(node.value)
            p, attr = target.value.id, target.attr

            def plain(ctx: ast.expr_context) -> ast.Attribute:
                out = ast.Attribute(value=ast.Name(id=p, ctx=ast.Load()), attr=attr, ctx=ctx)
                return out

            first = ast.Assign(targets=[ast.Name(id="__sk_f", ctx=ast.Store())], value=plain(ast.Load()))
            update = ast.AugAssign(target=ast.Name(id="__sk_f", ctx=ast.Store()), op=node.op, value=value)
            last = ast.Assign(targets=[plain(ast.Store())], value=ast.Name(id="__sk_f", ctx=ast.Load()))
            return [self._loc(first, node), self._loc(update, node), self._loc(last, node)]  # type: ignore[list-item]
        if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name):
            return self._aug_attribute(node, target, target.value)
        self.generic_visit(node)
        hook = None
        if isinstance(node.op, ast.Pow) and not _small_int(node.value):
            hook = "__sk_pow"
        elif isinstance(node.op, ast.LShift) and not _small_int(node.value):
            hook = "__sk_lshift"
        if hook is None:
            return node
        # x **= y  ->  x = __sk_pow(x, y)   (targets are names or subscripts)
        target = node.target
        load: ast.expr
        if isinstance(target, ast.Name):
            load = ast.Name(id=target.id, ctx=ast.Load())
            return self._loc(ast.Assign(targets=[target], value=_call(hook, load, node.value)), node)
        # Subscript: evaluate container and key once, in CPython's order:
        #   c[k] **= y  ->  __sk_f = (c, k); __sk_f[0][__sk_f[1]] = __sk_pow(__sk_f[0][__sk_f[1]], y)
        assert isinstance(target, ast.Subscript)
        pair = ast.Assign(
            targets=[ast.Name(id="__sk_f", ctx=ast.Store())],
            value=ast.Tuple(elts=[target.value, target.slice], ctx=ast.Load()),
        )

        def item(ctx: ast.expr_context) -> ast.Subscript:
            tmp = ast.Name(id="__sk_f", ctx=ast.Load())
            return ast.Subscript(
                value=ast.Subscript(value=tmp, slice=ast.Constant(0), ctx=ast.Load()),
                slice=ast.Subscript(value=ast.Name(id="__sk_f", ctx=ast.Load()), slice=ast.Constant(1), ctx=ast.Load()),
                ctx=ctx,
            )

        store = ast.Assign(targets=[item(ast.Store())], value=_call(hook, item(ast.Load()), node.value))
        return [self._loc(pair, node), self._loc(store, node)]  # type: ignore[list-item]

    def visit_UnaryOp(self, node: ast.UnaryOp) -> ast.AST:
        self.generic_visit(node)
        if isinstance(node.op, ast.Invert) and not (
            isinstance(node.operand, ast.Constant) and type(node.operand.value) is int
        ):
            # ~ on a bool is deprecated (3.12+): the warning would reach the host.
            return self._loc(_call("__sk_invert", node.operand), node)
        return node

    def visit_Starred(self, node: ast.Starred) -> ast.AST:
        self.generic_visit(node)
        if isinstance(node.ctx, ast.Load):
            node.value = self._loc(_call("__sk_it", node.value), node.value)  # type: ignore[assignment]
        return node

    # -- imports ------------------------------------------------------------------------
    def visit_Import(self, node: ast.Import) -> ast.AST | list[ast.stmt]:
        out: list[ast.stmt] = []
        for alias in node.names:
            name = alias.name
            if alias.asname is None and "." in name:
                name = name.split(".")[0]  # `import urllib.parse` binds `urllib`, as CPython does
            bound = alias.asname or name
            value = _call("__sk_import", ast.Constant(name))
            out.append(self._loc(ast.Assign(targets=[ast.Name(id=bound, ctx=ast.Store())], value=value), node))  # type: ignore[arg-type]
        return out

    def visit_ImportFrom(self, node: ast.ImportFrom) -> ast.AST | list[ast.stmt]:
        if node.module == "__future__":
            return self._loc(ast.Pass(), node)
        out: list[ast.stmt] = []
        for alias in node.names:
            bound = alias.asname or alias.name
            value = _call("__sk_from", ast.Constant(node.module), ast.Constant(alias.name))
            out.append(self._loc(ast.Assign(targets=[ast.Name(id=bound, ctx=ast.Store())], value=value), node))  # type: ignore[arg-type]
        return out

    # -- match ----------------------------------------------------------------------------
    def _hoist_patterns(self, pattern: ast.pattern, hoisted: list[tuple[str, ast.Call]]) -> ast.pattern:
        """Replace every checked class and every dotted value in ``pattern`` by a hidden
        name; record (name, hook call) for each, in pattern order."""
        if isinstance(pattern, ast.MatchClass):
            pattern.patterns = [self._hoist_patterns(p, hoisted) for p in pattern.patterns]
            pattern.kwd_patterns = [self._hoist_patterns(p, hoisted) for p in pattern.kwd_patterns]
            if isinstance(pattern.cls, ast.Name) and not pattern.patterns and not pattern.kwd_attrs:
                return pattern  # `case C():` is an isinstance check; nothing is read
            temp = self._pattern_temp()
            thunk = self._thunk(pattern.cls)
            kwds = ast.Tuple(elts=[ast.Constant(k) for k in pattern.kwd_attrs], ctx=ast.Load())
            call = _call("__sk_mclass", thunk, ast.Constant(len(pattern.patterns)), kwds)
            hoisted.append((temp, self._loc(call, pattern.cls)))  # type: ignore[arg-type]
            pattern.cls = self._loc(_name(temp), pattern.cls)  # type: ignore[assignment]
            return pattern
        if isinstance(pattern, ast.MatchValue):
            if not any(isinstance(n, ast.Attribute) for n in ast.walk(pattern.value)):
                return pattern  # literals compile to a plain comparison
            temp = self._pattern_temp()
            call = _call("__sk_mvalue", self._thunk(pattern.value))
            hoisted.append((temp, self._loc(call, pattern.value)))  # type: ignore[arg-type]
            # `case a.b:` -> `case __sk_mpN():` whose instance check is `subject == a.b`
            cls = ast.MatchClass(cls=_name(temp), patterns=[], kwd_attrs=[], kwd_patterns=[])
            return self._loc(cls, pattern)  # type: ignore[return-value]
        if isinstance(pattern, ast.MatchSequence):
            pattern.patterns = [self._hoist_patterns(p, hoisted) for p in pattern.patterns]
        elif isinstance(pattern, ast.MatchMapping):
            pattern.patterns = [self._hoist_patterns(p, hoisted) for p in pattern.patterns]
        elif isinstance(pattern, ast.MatchOr):
            pattern.patterns = [self._hoist_patterns(p, hoisted) for p in pattern.patterns]
        elif isinstance(pattern, ast.MatchAs) and pattern.pattern is not None:
            pattern.pattern = self._hoist_patterns(pattern.pattern, hoisted)
        return pattern

    def _pattern_temp(self) -> str:
        name = f"{abi.PATTERN_TEMP_PREFIX}{self.pattern_temps}"
        self.pattern_temps += 1
        return name

    def _thunk(self, expr: ast.expr) -> ast.Lambda:
        """``lambda: <expr>`` (lowered, ticking): the hook calls it, and defers any error
        it raises to the moment CPython would have evaluated the expression."""
        lowered = self.visit(expr)
        body = ast.BoolOp(op=ast.Or(), values=[_tick(), lowered])
        args = ast.arguments(
            posonlyargs=[], args=[], vararg=None, kwonlyargs=[], kw_defaults=[], kwarg=None, defaults=[]
        )
        return self._loc(ast.Lambda(args=args, body=body), expr)  # type: ignore[return-value]

    def visit_match_case(self, node: ast.match_case) -> ast.AST | list[ast.AST]:
        hoisted: list[tuple[str, ast.Call]] = []
        node.pattern = self._hoist_patterns(node.pattern, hoisted)
        self.generic_visit(node)
        if not hoisted:
            return node
        # CPython evaluates a pattern's class or dotted value only when that case is
        # tried. A never-matching case placed just before it evaluates them at that
        # moment: `case _ if (__sk_mp0 := __sk_mclass(lambda: C, 1, ())) is None: pass`.
        tests: list[ast.expr] = []
        for temp, call in hoisted:
            assign = ast.NamedExpr(target=ast.Name(id=temp, ctx=ast.Store()), value=call)
            tests.append(ast.Compare(left=assign, ops=[ast.Is()], comparators=[ast.Constant(None)]))
        guard: ast.expr = tests[0] if len(tests) == 1 else ast.BoolOp(op=ast.Or(), values=tests)
        where = node.pattern
        wildcard = ast.MatchAs(pattern=None, name=None)
        stop = ast.Pass()
        self._loc(wildcard, where)
        self._loc(guard, where)
        self._loc(stop, where)
        pre = ast.match_case(pattern=wildcard, guard=guard, body=[stop])
        return [pre, node]

    # -- exceptions ---------------------------------------------------------------------
    def visit_ExceptHandler(self, node: ast.ExceptHandler) -> ast.AST:
        self.generic_visit(node)
        if node.type is not None:
            # The clause expression runs while an exception (maybe a limit) is in flight:
            # check first, so no guest code runs after a trip.
            first = _call("__sk_check", _name("__sk_F"))
            node.type = self._loc(ast.BoolOp(op=ast.Or(), values=[first, node.type]), node.type)  # type: ignore[assignment]
        check = self._loc(_check_stmt(), node.body[0])
        node.body = [check, *node.body]  # type: ignore[list-item]
        return node

    def visit_Raise(self, node: ast.Raise) -> ast.AST:
        self.generic_visit(node)
        if node.cause is not None and node.exc is not None:
            node.exc = self._loc(_call("__sk_cause", node.exc, node.cause), node.exc)  # type: ignore[assignment]
            node.cause = None
        return node

    def visit_Try(self, node: ast.Try) -> ast.AST:
        self.generic_visit(node)
        if node.finalbody:
            check = self._loc(_check_stmt(), node.finalbody[0])
            node.finalbody = [check, *node.finalbody]  # type: ignore[list-item]
        return node


def _binds_super(tree: ast.Module) -> bool:
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id == "super" and not isinstance(node.ctx, ast.Load):
            return True
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)) and node.name == "super":
            return True
        if isinstance(node, ast.arg) and node.arg == "super":
            return True
        if isinstance(node, ast.alias) and (node.asname or node.name) == "super":
            return True
        if isinstance(node, ast.ExceptHandler) and node.name == "super":
            return True
    return False


def _unmangle(tree: ast.Module) -> None:
    """Inside a class, CPython mangles names that start with "__" and do not end with "__"
    (``__sk_ga`` would become ``_C__sk_ga``): spell every hook there ``__sk_ga__``, an alias
    the runtime provides for every hook."""
    for cls in [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]:
        for node in ast.walk(cls):
            if isinstance(node, ast.Name) and abi.is_abi_name(node.id) and not node.id.endswith("__"):
                node.id += "__"


def lower(
    tree: ast.Module,
    bindings: Mapping[str, object],
    *,
    script: bool,
    async_exports: frozenset[str] = frozenset(),
    typed: bool = True,
) -> ast.Module:
    """Rewrite a verified tree in place into guarded form and return it.

    ``async_exports`` names the exports (``"binding.export"``) whose host method is
    ``async def``: called directly inside a guest ``async def`` (comprehensions
    included), they return an awaitable instead of the value. ``typed=False`` leaves out
    the typed-receiver form (every attribute read and method call on a name through the
    guard hooks): the compiler's fallback when CPython laid that form out in a way codegen
    does not recognise.
    """
    module_names = frozenset(
        (a.asname or a.name).split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names
    )
    dict_reads.mark(tree)
    lowerer = _Lowerer(bindings, script, _binds_super(tree), module_names, async_exports, typed)
    lowerer.evaluated = evaluated_annotations(tree)
    lowerer.defers = defers_annotations(tree)
    out = lowerer.visit(tree)
    assert isinstance(out, ast.Module)
    _unmangle(out)
    return out  # every node the lowering creates got a position from _loc
