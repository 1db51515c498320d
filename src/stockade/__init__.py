"""Stockade: run untrusted Python inside your Python program, with no ambient authority.

Guest source is verified (default deny), lowered into guarded CPython bytecode and run in
the host process, metered for fuel, memory, wall time and output::

    import stockade

    program = stockade.compile("def main(x):\\n    return x * 2\\n")
    result = stockade.run(program, "main", [21])
    assert result.value == 42

The public API is this module; everything under ``stockade._*`` is private.
"""

from ._async import run_async
from ._bindings import Binding, Grant, export, grant
from ._codemode import describe, stubs, typecheck
from ._errors import (
    BindingError,
    CompileError,
    Diagnostic,
    DoorError,
    ExposedError,
    GuestError,
    GuestFrame,
    InternalError,
    LimitExceeded,
    SnapshotError,
    StockadeError,
    UsageError,
)
from ._format import format_diagnostic, format_error
from ._limits import BindingCall, Limits, Result
from ._program import Program, ProgramCache
from ._program import compile_program as compile
from ._resume import Completed, Suspended, SuspendedCall, start
from ._run import eval, run
from ._snapshot import load
from ._version import __version__

__all__ = [
    "Binding",
    "BindingCall",
    "BindingError",
    "CompileError",
    "Completed",
    "Diagnostic",
    "DoorError",
    "ExposedError",
    "Grant",
    "GuestError",
    "GuestFrame",
    "InternalError",
    "LimitExceeded",
    "Limits",
    "Program",
    "ProgramCache",
    "Result",
    "SnapshotError",
    "StockadeError",
    "Suspended",
    "SuspendedCall",
    "UsageError",
    "__version__",
    "compile",
    "describe",
    "eval",
    "export",
    "format_diagnostic",
    "format_error",
    "grant",
    "load",
    "run",
    "run_async",
    "start",
    "stubs",
    "typecheck",
]
