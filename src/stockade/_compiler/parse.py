"""Parse guest source with bounded input.

Invariant: hostile source is turned into a syntax tree or a list of diagnostics, never a
crash or a hang of the host. Limits are checked before ``ast.parse`` sees the text (bytes,
lines, bracket and indentation nesting) and again on the tree (node count, depth).
"""

from __future__ import annotations

import ast
import warnings

from .._errors import Diagnostic

MAX_SOURCE_BYTES = 1_000_000
MAX_LINES = 20_000
MAX_NESTING = 64  # brackets + indentation levels, checked on the text
MAX_TREE_DEPTH = 200
MAX_NODES = 200_000


def _diag(file: str, line: int, col: int, code: str, message: str) -> Diagnostic:
    return Diagnostic(file=file, line=line, col=col, code=code, message=message)


def _text_nesting(source: str) -> tuple[int, int]:
    """Largest bracket nesting and the line where it happens (a cheap pre-parse bound)."""
    depth = worst = 0
    worst_line = line = 1
    quote: str | None = None
    i, n = 0, len(source)
    while i < n:
        ch = source[i]
        if ch == "\n":
            line += 1
        elif quote is not None:
            if ch == "\\":
                i += 1
            elif source.startswith(quote, i):
                i += len(quote) - 1
                quote = None
        elif ch == "#":
            nl = source.find("\n", i)
            i = n if nl < 0 else nl - 1
        elif ch in "'\"":
            quote = ch * 3 if source.startswith(ch * 3, i) else ch
            i += len(quote) - 1
        elif ch in "([{":
            depth += 1
            if depth > worst:
                worst, worst_line = depth, line
        elif ch in ")]}":
            depth = max(0, depth - 1)
        i += 1
    return worst, worst_line


def parse(source: str, file: str) -> tuple[ast.Module | None, list[Diagnostic]]:
    """Parse one guest file. Returns (tree, []) or (None, diagnostics)."""
    if not isinstance(source, str):
        return None, [_diag(file, 1, 0, "STK-P001", "source must be a str")]
    size = len(source.encode("utf-8", "surrogatepass"))
    if size > MAX_SOURCE_BYTES:
        return None, [
            _diag(file, 1, 0, "STK-P002", f"source is {size} bytes; the limit is {MAX_SOURCE_BYTES}")
        ]
    lines = source.count("\n") + 1
    if lines > MAX_LINES:
        return None, [_diag(file, 1, 0, "STK-P003", f"source has {lines} lines; the limit is {MAX_LINES}")]
    if "\x00" in source:
        line = source.count("\n", 0, source.index("\x00")) + 1
        return None, [_diag(file, line, 0, "STK-P004", "source contains a NUL character")]
    nesting, where = _text_nesting(source)
    if nesting > MAX_NESTING:
        return None, [
            _diag(file, where, 0, "STK-P005", f"brackets nest {nesting} deep; the limit is {MAX_NESTING}")
        ]
    indent = max((len(ln) - len(ln.lstrip(" \t")) for ln in source.splitlines()), default=0)
    if indent > MAX_NESTING * 8:
        return None, [_diag(file, 1, 0, "STK-P005", "indentation nests too deep")]
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            tree = ast.parse(source, filename=file, mode="exec", type_comments=False)
    except SyntaxError as e:
        return None, [
            _diag(file, e.lineno or 1, max((e.offset or 1) - 1, 0), "STK-P010", f"syntax error: {e.msg}")
        ]
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
            return None, [
                _diag(file, line, 0, "STK-P007", f"expressions nest deeper than {MAX_TREE_DEPTH} levels")
            ]
        stack.extend((child, depth + 1) for child in ast.iter_child_nodes(node))
    return tree, []
