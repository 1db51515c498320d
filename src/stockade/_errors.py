"""Stockade's exceptions, grouped by how a host handles them.

Every error a host can see derives from :class:`StockadeError` and carries a stable
``code`` (tests and callers match codes, never English sentences)::

    StockadeError                    anything Stockade raises on purpose
    ├── CompileError                 never ran: the source was refused (see .diagnostics)
    ├── GuestError                   the guest raised and did not catch it
    ├── LimitExceeded                a limit stopped the run (see .limit)
    ├── BindingError                 a capability was wired wrongly or a binding call failed
    ├── DoorError                    a value could not cross the sandbox boundary
    ├── SnapshotError                a snapshot or journal was refused (see .reason)
    ├── UsageError                   the host called the API wrongly
    └── InternalError                a bug in Stockade: please report it

Inside a run the guest never sees these classes.  Limits travel through guest code as
:class:`_Stop`, a ``BaseException`` the guest cannot name, catch or swallow, and are
turned into :class:`LimitExceeded` when they reach the host.
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = [
    "SNAPSHOT_REASONS",
    "BindingError",
    "CompileError",
    "Diagnostic",
    "DoorError",
    "ExposedError",
    "GuestError",
    "GuestFrame",
    "InternalError",
    "LimitExceeded",
    "SnapshotError",
    "StockadeError",
    "UsageError",
]


@dataclass(frozen=True, order=True)
class Diagnostic:
    """One finding of the parser or the verifier, as data.

    ``code`` is stable (``STK-...``); ``message`` says what was found and what to write
    instead. ``file``, ``line`` (1-based) and ``col`` (0-based) locate it in the guest
    source. Render with :func:`stockade.format_diagnostic`.
    """

    file: str
    line: int
    col: int
    code: str
    message: str = field(compare=False)

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}: {self.code} {self.message}"


@dataclass(frozen=True)
class GuestFrame:
    """One frame of a guest traceback: guest file, line and function name only."""

    file: str
    line: int
    function: str


class StockadeError(Exception):
    """Base of every error Stockade raises to the host.

    Catch this to handle any sandbox failure; look at ``code`` to tell them apart.
    """

    code = "STK-ERROR"


class CompileError(StockadeError):
    """The source was refused before anything ran.

    ``diagnostics`` lists every finding (the verifier collects them all). Fix the source,
    or show the rendered diagnostics to the model that wrote it and ask again.
    """

    code = "STK-COMPILE"

    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        self.diagnostics = sorted(diagnostics)
        first = self.diagnostics[0] if self.diagnostics else None
        summary = str(first) if first else "compilation failed"
        more = len(self.diagnostics) - 1
        super().__init__(summary + (f" (and {more} more)" if more > 0 else ""))


class GuestError(StockadeError):
    """The guest raised an exception that it did not catch.

    ``type_name`` and ``message`` describe the guest's exception; ``frames`` is the guest
    traceback (guest file, line, function; innermost last). If a binding raised on the
    host side, ``host_exception`` holds the original exception object (the guest only saw
    a sanitized one). ``stdout`` is what the guest printed before it failed, ``stderr``
    what it wrote to ``sys.stderr`` (and logging) before it failed. Show them to
    the model or fix the guest program.
    """

    code = "STK-GUEST"

    def __init__(
        self,
        type_name: str,
        message: str,
        frames: list[GuestFrame],
        host_exception: BaseException | None = None,
        stdout: str = "",
        stderr: str = "",
    ) -> None:
        self.type_name = type_name
        self.stderr = stderr
        self.message = message
        self.frames = frames
        self.host_exception = host_exception
        self.stdout = stdout
        where = f" at {frames[-1].file}:{frames[-1].line}" if frames else ""
        super().__init__(f"{type_name}: {message}{where}")


class LimitExceeded(StockadeError):
    """A limit stopped the run; the guest could not catch it.

    ``limit`` is one of ``"fuel"``, ``"memory"``, ``"wall"``, ``"recursion"``,
    ``"stdout"``, ``"binding_calls"``, ``"result"``, ``"decimal"`` (fixed: decimal precision
    and sizes past Stockade's caps; see docs/guest-language.md) (and ``"source"`` / ``"compile"`` when
    compiling). ``stdout`` holds what the guest printed before it was stopped, ``stderr``
    what it wrote to ``sys.stderr`` (the ``"stdout"`` limit bounds both together). Raise the
    limit in :class:`stockade.Limits` if the work is legitimate; otherwise treat the guest
    as runaway.
    """

    code = "STK-LIMIT"

    def __init__(self, limit: str, detail: str = "", stdout: str = "", stderr: str = "") -> None:
        self.limit = limit
        self.stderr = stderr
        self.detail = detail
        self.stdout = stdout
        self.code = f"STK-LIMIT-{limit.upper()}"
        super().__init__(f"{limit} limit exceeded" + (f": {detail}" if detail else ""))


class BindingError(StockadeError):
    """A capability was wired wrongly, or a binding's arguments or result were refused.

    Raised before the guest starts when the bindings passed to ``run`` do not match the
    ones the program was compiled with, and when a binding call's values cannot cross the
    door. The message names the binding and export.

    A binding call the door refused (the guest saw it as its own ``BindingError``) carries
    a specific ``code`` (``STK-B001`` a wrong argument type, ``STK-B003`` another value for
    a pinned argument, ...; see docs/errors.md), ``export`` (``"binding.export"``),
    ``path`` (the argument and the place inside it, e.g. ``items[0]['qty']``) and
    ``expected`` (the type or value the export declares). The host function never ran
    for an argument refusal; it reaches the host as ``GuestError.host_exception``.
    """

    code = "STK-BINDING"

    def __init__(
        self,
        message: str,
        *,
        code: str | None = None,
        export: str = "",
        path: str = "",
        expected: str = "",
    ) -> None:
        super().__init__(message)
        if code is not None:
            self.code = code
        self.export = export
        self.path = path
        self.expected = expected


class DoorError(StockadeError):
    """A value could not cross the sandbox boundary.

    Only plain data crosses: None, bool, int, float, str, bytes, list, tuple, dict, set and
    frozenset, within the depth and size limits. Convert the value first.
    """

    code = "STK-DOOR"


# Why a snapshot (or a resumed run's journal) was refused; the code is STK-SNAPSHOT-<REASON>.
SNAPSHOT_REASONS: dict[str, str] = {
    "truncated": "the blob is shorter than its header says (cut off in storage or transit)",
    "format": "the blob is not a Stockade snapshot, or one of another format version",
    "auth": "the HMAC does not match: the blob was changed, or the key is not the one it was dumped with",
    "version": "the snapshot was made by another Stockade or Python version",
    "corrupt": "the blob is authentic but its contents are malformed (a bug, or a leaked key)",
    "program": "the program is missing or is not the one the snapshot was made with (hash differs)",
    "diverged": "replay did not match the journal: the program, its inputs or its bindings changed",
}


class SnapshotError(StockadeError):
    """A snapshot was refused before anything ran, or a resumed run diverged from its
    journal.

    ``reason`` is one of the keys of ``SNAPSHOT_REASONS`` (``"truncated"``, ``"format"``,
    ``"auth"``, ``"version"``, ``"corrupt"``, ``"program"``, ``"diverged"``) and ``code``
    is ``STK-SNAPSHOT-<REASON>``. Treat the snapshot as unusable: start the run again
    from its inputs.
    """

    code = "STK-SNAPSHOT"

    def __init__(self, reason: str, message: str) -> None:
        assert reason in SNAPSHOT_REASONS, reason
        self.reason = reason
        self.code = f"STK-SNAPSHOT-{reason.upper()}"
        super().__init__(message)


class UsageError(StockadeError):
    """The host used the API wrongly (unknown entry point, bad arguments, bad limits)."""

    code = "STK-USAGE"


class InternalError(StockadeError):
    """Stockade itself failed. This is a bug: please report it with the guest source."""

    code = "STK-INTERNAL"


class ExposedError(Exception):
    """Raise this inside a binding export to show a message to the guest on purpose.

    Any other exception a binding raises reaches the guest as a generic
    ``BindingError("<binding>.<export> failed")`` because host messages often carry
    secrets, paths or SQL. ``type_name`` picks the guest exception class: ``"BindingError"``
    (default) or an admitted builtin such as ``"ValueError"``, ``"KeyError"`` or
    ``"LookupError"``.
    """

    def __init__(self, message: str, *, type_name: str = "BindingError") -> None:
        super().__init__(message)
        self.message = message
        self.type_name = type_name


class _Stop(BaseException):
    """The run's stop signal inside guest code. Guest code cannot name or catch it.

    Not constructible from guest code (the guest never sees this class); every guest
    ``except`` handler and ``finally`` block re-raises it first thing.
    """

    limit = "wall"

    def __init__(self, limit: str | None = None) -> None:
        if limit is not None:
            self.limit = limit
        super().__init__(self.limit)
