"""Rendering diagnostics and errors for people and models (conveniences, not security)."""

from __future__ import annotations

import re
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


# What to do instead, per code, for the common dead ends a model runs into (hints=True).
HINTS: dict[str, str] = {
    "STK-V001": "write it with functions, dicts, try/finally and if/elif instead",
    "STK-V002": "names starting with '__' do not exist here; use another name",
    "STK-V003": "that attribute is not available; use an admitted method or a dict",
    "STK-V004": "import only the admitted modules; ask for data through the bindings",
    "STK-V005": "call the binding directly where you need it: binding.export(...)",
    "STK-V006": "call one of the listed exports (see the stubs)",
    "STK-V007": "pass the arguments the signature names (see the stubs)",
    "STK-V009": "keep the state in a dict: d['x'] = 1",
    "STK-V011": "use the alternative the message names",
    "STK-V014": "pass a value of the type the stubs declare",
    "STK-V015": "leave the pinned argument out: it defaults to the granted value",
    "STK-V016": "this export needs a grant the program does not have; do without it",
    "STK-V018": "define enum members and methods; keep other hooks and dynamic enums out",
    "STK-V019": "leave weakref_slot=True out (slots=True alone is admitted)",
    "STK-T001": "fix the types; the stubs say what each export takes and returns",
    "STK-B001": "pass a value of the type the stubs declare (no conversion is done for you)",
    "STK-B002": "the host's result was refused; this is not your program's fault, do not retry",
    "STK-B003": "leave the pinned argument out: it defaults to the granted value",
    "STK-B004": "the clock and entropy are not granted; take times and seeds as inputs",
    "STK-B005": "this export has a per-run call cap: batch the work into fewer calls",
    "STK-B006": "send less data per call",
    "STK-B007": "ask for less data per call",
    "STK-LIMIT-FUEL": "the program did too much work: process less data or avoid unbounded loops",
    "STK-LIMIT-DECIMAL": "keep decimal precision at most 1000, Decimals at most 1000 digits and exponents "
    "within the default context's range; ints made from Decimals have at most 4300 digits",
    "STK-LIMIT-MEMORY": "the program used too much memory: stream or aggregate instead of building large values",
    "STK-LIMIT-WALL": "the program took too long: do less work per run",
    "STK-LIMIT-RECURSION": "recursion is too deep: use a loop",
    "STK-LIMIT-STDOUT": "print less; return the data as the result",
    "STK-LIMIT-BINDING_CALLS": "too many host calls: batch the work into fewer calls",
    "STK-LIMIT-RESULT": "return a smaller result (a summary, or one page)",
}

_LEADING_CODE = re.compile(r"^(STK-[A-Z]\d{3}) ")


def format_error(error: StockadeError, source: str | Mapping[str, str] | None = None, *, hints: bool = False) -> str:
    """A short text for a person or a model: what happened, where, and the code.

    With ``hints=True`` (text for a model) each finding is followed by a ``hint:`` line
    for the common dead ends (a module that is not admitted, a refused construct, a wrong
    argument type, a limit), and a guest error ends with its code."""
    if isinstance(error, CompileError):
        parts = []
        for d in error.diagnostics:
            text = format_diagnostic(d, source)
            if hints and d.code in HINTS:
                text += f"\n    hint: {HINTS[d.code]}"
            parts.append(text)
        return "\n".join(parts)
    if isinstance(error, GuestError):
        lines = ["Traceback (guest frames only):"]
        lines += [f'  File "{f.file}", line {f.line}, in {f.function}' for f in error.frames]
        lines.append(f"{error.type_name}: {error.message}")
        if hints:
            m = _LEADING_CODE.match(error.message)
            code = m.group(1) if m else error.code
            if code in HINTS:
                lines.append(f"hint: {HINTS[code]}")
            lines.append(f"code: {code}")
        return "\n".join(lines)
    if isinstance(error, LimitExceeded):
        text = f"{error.code}: the run was stopped: {error}"
        if hints and error.code in HINTS:
            text += f"\nhint: {HINTS[error.code]}"
        return text
    return f"{error.code}: {error}"
