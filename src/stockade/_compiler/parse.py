"""Parse guest source with bounded input.

Invariant: hostile source is turned into a syntax tree or a list of diagnostics, never a
crash or a hang of the host. Size limits are checked before ``ast.parse`` sees the text
(bytes, lines, NUL); CPython's parser bounds bracket nesting (200) and indentation (100)
itself; the tree is then bounded iteratively (node count, depth) before anything recurses
over it.
"""

from __future__ import annotations

import ast
import warnings

from .._errors import Diagnostic

MAX_SOURCE_BYTES = 1_000_000
MAX_LINES = 20_000
MAX_TREE_DEPTH = 200
MAX_NODES = 200_000


def _diag(file: str, line: int, col: int, code: str, message: str) -> Diagnostic:
    return Diagnostic(file=file, line=line, col=col, code=code, message=message)


def parse(source: str, file: str) -> tuple[ast.Module | None, list[Diagnostic]]:
    """Parse one guest file. Returns (tree, []) or (None, diagnostics)."""
    if not isinstance(source, str):
        return None, [_diag(file, 1, 0, "STK-P001", "source must be a str")]
    size = len(source.encode("utf-8", "surrogatepass"))
    if size > MAX_SOURCE_BYTES:
        return None, [_diag(file, 1, 0, "STK-P002", f"source is {size} bytes; the limit is {MAX_SOURCE_BYTES}")]
    lines = source.count("\n") + (0 if source.endswith("\n") else 1)
    if lines > MAX_LINES:
        return None, [_diag(file, 1, 0, "STK-P003", f"source has {lines} lines; the limit is {MAX_LINES}")]
    if "\x00" in source:
        line = source.count("\n", 0, source.index("\x00")) + 1
        return None, [_diag(file, line, 0, "STK-P004", "source contains a NUL character")]
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            tree = ast.parse(source, filename=file, mode="exec", type_comments=False)
    except SyntaxError as e:
        if "too many nested" in e.msg or "too many levels of indentation" in e.msg or "too complex" in e.msg:
            return None, [_diag(file, e.lineno or 1, 0, "STK-P005", f"source nests too deep: {e.msg}")]
        return None, [_diag(file, e.lineno or 1, max((e.offset or 1) - 1, 0), "STK-P010", f"syntax error: {e.msg}")]
    except (RecursionError, MemoryError, ValueError, OverflowError) as e:
        return None, [_diag(file, 1, 0, "STK-P011", f"source too complex to parse ({type(e).__name__})")]
    # Bound the tree iteratively (the verifier and the lowering recurse over it).
    count = 0
    stack: list[tuple[ast.AST, int]] = [(tree, 0)]
    while stack:
        node, depth = stack.pop()
        count += 1
        if count > MAX_NODES:
            return None, [_diag(file, 1, 0, "STK-P006", f"program has more than {MAX_NODES} syntax nodes")]
        if depth > MAX_TREE_DEPTH:
            line = getattr(node, "lineno", 1)
            return None, [_diag(file, line, 0, "STK-P007", f"expressions nest deeper than {MAX_TREE_DEPTH} levels")]
        for fname in node._fields:
            value = getattr(node, fname, None)
            if isinstance(value, ast.AST):
                stack.append((value, depth + 1))
            elif type(value) is list:
                stack.extend((v, depth + 1) for v in value if isinstance(v, ast.AST))
    return tree, []
