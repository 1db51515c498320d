"""Rendering diagnostics and errors for people and models (conveniences, not security)."""

from __future__ import annotations

from collections.abc import Mapping

from ._errors import CompileError, Diagnostic, GuestError, LimitExceeded, StockadeError

__all__ = ["format_diagnostic", "format_error"]


def format_diagnostic(diag: Diagnostic, source: str | Mapping[str, str] | None = None) -> str:
    """``file:line:col: CODE message`` and, when the source is given, the line and a caret."""
    text = str(diag)
    if source is None:
        return text
    src = source if isinstance(source, str) else source.get(diag.file)
    if src is None:
        return text
    lines = src.splitlines()
    if 1 <= diag.line <= len(lines):
        line = lines[diag.line - 1]
        text += f"\n    {line}\n    {' ' * min(diag.col, len(line))}^"
    return text


def format_error(error: StockadeError, source: str | Mapping[str, str] | None = None) -> str:
    """A short text for a person or a model: what happened, where, and the code."""
    if isinstance(error, CompileError):
        return "\n".join(format_diagnostic(d, source) for d in error.diagnostics)
    if isinstance(error, GuestError):
        lines = ["Traceback (guest frames only):"]
        lines += [f'  File "{f.file}", line {f.line}, in {f.function}' for f in error.frames]
        lines.append(f"{error.type_name}: {error.message}")
        return "\n".join(lines)
    if isinstance(error, LimitExceeded):
        return f"{error.code}: the run was stopped: {error}"
    return f"{error.code}: {error}"
