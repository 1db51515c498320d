"""``typing.get_type_hints`` for the program's own classes.

Annotations in a class body are kept as the strings ``from __future__ import annotations``
would store (the lowering never evaluates them). ``get_type_hints`` evaluates them as
CPython's does: for each class of the MRO that the program defines, each annotation is
looked up first in the class's module namespace, then in the class namespace, then in the
builtins (CPython swaps its globals and locals there, on purpose); ``None`` stands for
NoneType; with ``include_extras`` false ``Annotated[T, ...]`` is ``T``. The evaluation is
Stockade's own, over the parsed annotation: names, dotted names (read through the
attribute guard), subscripts, ``|``, tuples, lists and string constants (forward
references, evaluated in turn); a name the guest may not write (``__builtins__``, the
runtime's ``__sk_`` hooks) is not defined there either. Any other expression in an annotation is refused with a
TypeError. Classes the program did not define contribute nothing (CPython's have no
annotations); any other object (a function, whose annotations are stripped; a module) is
refused with a TypeError.
"""

from __future__ import annotations

import ast
from typing import Any

from .._compiler.names import identifier_problem
from . import classes, context, guest_dataclasses

_MAX_DEPTH = 50  # nested forward references
_MAX_TEXT = 10_000  # characters of one annotation
_MAX_NESTING = 200  # levels of one annotation's expression (the evaluator recurses per level)


def get_type_hints(obj: Any, globalns: Any = None, localns: Any = None, include_extras: bool = False) -> dict[str, Any]:
    """CPython's ``typing.get_type_hints`` for a class the program defines."""
    if globalns is not None or localns is not None:
        raise TypeError("get_type_hints(obj, globalns, localns) is not available in Stockade: pass the class alone")
    from .builtins import GUEST_BUILTINS
    from .guest_typeddict import TypedDictClass

    if type(obj) is TypedDictClass:
        out: dict[str, Any] = {}
        for key, value, ns in obj._sk_hints:
            context.current().meter.charge(1 + (len(value) if type(value) is str else 0))
            if type(value) is str:
                if ns is None:
                    raise TypeError("get_type_hints() of a functional TypedDict with string fields is not available")
                value = _evaluate(value, (ns, GUEST_BUILTINS), include_extras, 0)
            out[key] = type(None) if value is None else value
        return out
    function = _guest_function(obj)
    if function is not None:
        return _function_hints(function, include_extras)
    if not classes.is_guest_class(obj):
        what = "a function" if callable(obj) and not isinstance(obj, type) else f"'{type(obj).__name__}'"
        raise TypeError(
            f"get_type_hints() of {what} is not available in Stockade: only the program's own classes have "
            "their annotations kept"
        )
    hints: dict[str, Any] = {}
    for base in reversed(obj.__mro__):
        if not classes.is_guest_class(base):
            continue
        ann = vars(base).get("__annotations__", {})
        if type(ann) is not dict:
            continue
        scopes = (classes.guest_globals(base), dict(vars(base)), GUEST_BUILTINS)
        texts = guest_dataclasses.ANNOTATION_TEXTS.get(base, {})
        for name, value in ann.items():
            value = texts.get(name, value)  # a dataclass's ClassVar/InitVar, as written
            context.current().meter.charge(1 + (len(value) if type(value) is str else 0))
            if value is None:
                hints[name] = type(None)
            elif type(value) is str:
                found = _evaluate(value, scopes, include_extras, 0)
                hints[name] = type(None) if found is None else found  # typing's conversion of None
            else:
                hints[name] = value
    return hints


def _guest_function(obj: Any) -> Any:
    """The program's own function behind ``obj`` (itself, a bound method's), or None."""
    import types

    function = obj.__func__ if type(obj) is types.MethodType else obj
    return function if classes.is_guest_function(function) else None


def _function_hints(function: Any, include_extras: bool) -> dict[str, Any]:
    """CPython's get_type_hints for a function: its ``__annotations__``, None as NoneType,
    strings (``from __future__ import annotations``, forward references) evaluated in the
    module namespace of the innermost function ``__wrapped__`` leads to. An evaluated value
    other than a class or None (``list[int]``, ``Optional[X]``, where CPython would look
    inside for forward references and ``Annotated``) is refused rather than guessed."""
    from .builtins import GUEST_BUILTINS

    inner = function
    for _ in range(_MAX_DEPTH):
        wrapped = vars(inner).get("__wrapped__")
        if wrapped is None or not classes.is_guest_function(wrapped):
            break
        inner = wrapped
    scopes = (inner.__globals__, GUEST_BUILTINS)
    hints: dict[str, Any] = {}
    for name, value in dict(function.__annotations__).items():
        context.current().meter.charge(1 + (len(value) if type(value) is str else 0))
        if value is None:
            hints[name] = type(None)
        elif type(value) is str:
            found = _evaluate(value, scopes, include_extras, 0)
            hints[name] = type(None) if found is None else found
        elif isinstance(value, type) and not hasattr(value, "__origin__"):
            hints[name] = value
        else:
            raise TypeError(
                f"get_type_hints() of a function whose annotation of {name!r} is not a class is not available in "
                "Stockade; read the function's __annotations__, or write the annotations as strings with "
                "`from __future__ import annotations`"
            )
    return hints


def _evaluate(text: str, scopes: tuple[dict[str, Any], ...], extras: bool, depth: int) -> Any:
    if depth > _MAX_DEPTH:
        raise TypeError("get_type_hints(): forward references nest too deeply in Stockade")
    if len(text) > _MAX_TEXT:
        raise TypeError(
            f"get_type_hints(): an annotation longer than {_MAX_TEXT} characters is not evaluated in Stockade"
        )
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as e:
        raise SyntaxError(f"Forward reference must be an expression -- got {text!r}") from e
    if max(_levels(tree.body), default=0) > _MAX_NESTING:
        raise TypeError("get_type_hints(): an annotation nests too deeply to be evaluated in Stockade")
    return _node(tree.body, scopes, extras, depth)


def _levels(node: ast.AST) -> list[int]:
    """The depth of each leaf of ``node`` (iteratively: a deep tree must not recurse here)."""
    out: list[int] = []
    stack = [(node, 1)]
    while stack:
        n, level = stack.pop()
        children = list(ast.iter_child_nodes(n))
        if not children:
            out.append(level)
        stack.extend((c, level + 1) for c in children)
    return out


def _literal(node: ast.AST) -> Any:
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Constant):
        number: Any = node.operand.value
        return -number  # Literal[-1]
    raise TypeError(f"get_type_hints(): {ast.unparse(node)!r} in an annotation is not evaluated in Stockade")


def _node(node: ast.AST, scopes: tuple[dict[str, Any], ...], extras: bool, depth: int) -> Any:
    from .guards import ga
    from .stdlib import TypingName

    if isinstance(node, ast.Constant):
        if type(node.value) is str:
            return _evaluate(node.value, scopes, extras, depth + 1)
        return node.value
    if isinstance(node, ast.Name):
        problem = identifier_problem(node.id, binding=False)
        if problem is not None:  # the runtime's own names (__sk_F, __builtins__, ...) included
            raise NameError(f"name '{node.id}' is not defined ({problem})")
        for scope in scopes:
            if node.id in scope:
                return scope[node.id]
        raise NameError(f"name '{node.id}' is not defined")
    if isinstance(node, ast.Attribute):
        return ga(_node(node.value, scopes, extras, depth), node.attr)
    if isinstance(node, (ast.Tuple, ast.List)):
        items = [_node(e, scopes, extras, depth) for e in node.elts]
        return tuple(items) if isinstance(node, ast.Tuple) else items
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        return _node(node.left, scopes, extras, depth) | _node(node.right, scopes, extras, depth)
    if isinstance(node, ast.Subscript):
        value = _node(node.value, scopes, extras, depth)
        text = value._sk_text if type(value) is TypingName else ""
        parts = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        if text == "typing.Literal":  # its strings are values, not forward references
            items = [_literal(p) for p in parts]
        elif text in ("typing.Required", "typing.NotRequired") and not extras:
            return _node(parts[0], scopes, extras, depth)  # a TypedDict key's marker, stripped
        elif text == "typing.Annotated":  # the metadata stays as written
            items = [_node(parts[0], scopes, extras, depth), *(_literal(p) for p in parts[1:])]
            if not extras:
                return items[0]  # Annotated[T, ...] is T without include_extras
        else:
            items = [_node(p, scopes, extras, depth) for p in parts]
        index = tuple(items) if isinstance(node.slice, ast.Tuple) else items[0]
        return value[index]
    raise TypeError(
        f"get_type_hints(): the annotation {ast.unparse(node)!r} is not evaluated in Stockade "
        "(names, dotted names, subscripts and | only)"
    )
