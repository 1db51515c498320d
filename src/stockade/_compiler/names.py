"""Naming rules shared by the verifier, the lowering and the runtime.

Invariant: a guest identifier can never equal a name the runtime uses. Runtime hook names
all start with ``HOOK_PREFIX``; guest identifiers may not start with ``"__"`` at all (the
only exception is reading ``__name__``). Every identifier in the guest's syntax tree is
checked, found mechanically (every ``str`` field of every node except literal values), so
no binding site (positional-only parameters, except-as, walrus, comprehension targets,
imports, global, ...) can be forgotten.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

HOOK_PREFIX = "__sk_"

# ast fields that hold a str that is NOT an identifier.
_NON_IDENTIFIER_FIELDS = frozenset({("Constant", "value"), ("Constant", "kind"), ("TypeIgnore", "tag")})

# Dunder names a guest may read (and never bind).
READABLE_DUNDERS = frozenset({"__name__"})


def is_hook(name: str) -> bool:
    """True for the runtime's reserved names."""
    return name.startswith(HOOK_PREFIX)


def identifier_problem(name: str, *, binding: bool) -> str | None:
    """Why a guest may not use ``name`` (None if it may).

    ``binding`` is True where the name is bound (assigned, defined, imported as).
    """
    if name.startswith("__"):
        if not binding and name in READABLE_DUNDERS:
            return None
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
    return True
