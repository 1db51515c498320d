"""Run one guest program two ways and describe each outcome as comparable data.

``reference(source)`` runs the program under plain CPython (exec in a fresh namespace of
this interpreter, stdout and stderr captured, the logging module reset to a new
interpreter's state); ``guest(source)`` compiles and runs it under Stockade
in script mode. Both return an :class:`Outcome`: the result value (passed through the
door, as a Stockade host would receive it), the stdout and stderr, or the uncaught exception's type
and message. A program Stockade refuses at compile time gives a :class:`Refusal` instead.

The result of a script is the value of its last expression statement, as in
``stockade.run`` without an entry function.
"""

from __future__ import annotations

import ast
import builtins
import contextlib
import csv
import decimal
import io
import logging
import re
import sys
import types
import warnings
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import stockade
from stockade._errors import DoorError
from stockade._runtime import door

LIMITS = stockade.Limits(fuel=50_000_000, wall=60.0, memory=256 * 1024 * 1024)
_RESULT = "_fidelity_result_"
_MAX_MESSAGE = 2000  # GuestError.message is cut there


def _fresh_decimal() -> decimal.Context:
    return decimal.Context(
        28,
        decimal.ROUND_HALF_EVEN,
        -999999,
        999999,
        1,
        0,
        [],
        [decimal.InvalidOperation, decimal.DivisionByZero, decimal.Overflow],
    )


@dataclass(frozen=True)
class Outcome:
    """What a run produced: ``kind`` is "value", "raise", "door" (the result cannot
    cross the door; Stockade then reports no stdout, so neither side keeps it) or "limit"
    (Stockade only: a terminal limit stopped the run, so it can be compared and listed)."""

    kind: str
    stdout: str
    value: Any = None
    error_type: str = ""
    error_message: str = ""
    stderr: str = ""

    def key(self) -> tuple[Any, ...]:
        """The comparable form: exact types and reprs, so 1 != 1.0 != True."""
        if self.kind == "value":
            return (self.kind, self.stdout, self.stderr, _typed_repr(self.value))
        return (self.kind, self.stdout, self.stderr, self.error_type, self.error_message)

    def describe(self) -> str:
        if self.kind == "value":
            shown = repr(self.value)
            return f"value {shown[:300]}{'...' if len(shown) > 300 else ''}"
        if self.kind == "door":
            return f"a value that cannot cross the door: {self.error_message}"
        if self.kind == "limit":
            return f"stopped by a limit ({self.error_type}): {self.error_message}"
        return f"raised {self.error_type}: {self.error_message}"


@dataclass(frozen=True)
class Refusal:
    """Stockade refused the program at compile time."""

    diagnostics: tuple[str, ...]  # "CODE message", one per diagnostic

    def mentions(self, word: str) -> bool:
        return any(word.lower() in d.lower() for d in self.diagnostics)


def _typed_repr(value: Any) -> str:
    """repr with the exact type of every node, so a tuple and a list differ."""
    t = type(value)
    if t in (list, tuple):
        return f"{t.__name__}[{', '.join(_typed_repr(v) for v in value)}]"
    if t is dict:
        return "dict{" + ", ".join(f"{_typed_repr(k)}: {_typed_repr(v)}" for k, v in value.items()) + "}"
    if t in (set, frozenset):
        return f"{t.__name__}{{{', '.join(sorted(_typed_repr(v) for v in value))}}}"
    return f"{t.__name__}:{value!r}"


def script_ast(source: str, filename: str) -> ast.Module:
    """The program with its last expression statement stored in ``_fidelity_result_``."""
    tree = ast.parse(source, filename)
    if tree.body and isinstance(tree.body[-1], ast.Expr):
        last = tree.body[-1]
        assign = ast.Assign(targets=[ast.Name(_RESULT, ast.Store())], value=last.value)
        tree.body[-1] = ast.copy_location(assign, last)
        ast.fix_missing_locations(tree)
    return tree


def _message(exc: BaseException) -> str:
    try:
        message = str(exc)
    except Exception:
        return "<message could not be rendered>"
    if len(message) > _MAX_MESSAGE:
        message = message[:_MAX_MESSAGE] + "..."
    return message


@contextlib.contextmanager
def fresh_logging() -> Iterator[None]:
    """The host's logging as a new interpreter has it (no handlers on the root, level
    WARNING, nothing disabled), restored afterwards: pytest's own capture handlers on the
    root would otherwise make basicConfig() do nothing. Loggers that already exist stay
    (reset to level NOTSET, no handlers, propagating): a stdlib module holds its own
    (asyncio's), and a program's ``getLogger("asyncio").setLevel(...)`` must reach it, as
    it does in a new interpreter."""
    root = logging.root
    manager = logging.Logger.manager
    saved = (root.handlers[:], root.level, root.disabled, dict(manager.loggerDict), manager.disable)
    states = {
        lg: (lg.handlers[:], lg.level, lg.propagate, lg.disabled)
        for lg in manager.loggerDict.values()
        if isinstance(lg, logging.Logger)
    }
    root.handlers.clear()
    root.setLevel(logging.WARNING)
    root.disabled = False
    for lg in states:
        lg.handlers.clear()
        lg.setLevel(logging.NOTSET)
        lg.propagate = True
        lg.disabled = False
    logging.disable(logging.NOTSET)
    try:
        yield
    finally:
        root.handlers[:] = saved[0]
        root.setLevel(saved[1])
        root.disabled = saved[2]
        manager.loggerDict.clear()
        manager.loggerDict.update(saved[3])
        for lg, (handlers, level, propagate, disabled) in states.items():
            lg.handlers[:] = handlers
            lg.setLevel(level)
            lg.propagate = propagate
            lg.disabled = disabled
        logging.disable(saved[4])


def reference(source: str, filename: str = "main.py") -> Outcome:
    """Run ``source`` under plain CPython in a fresh namespace, stdout captured, with a
    fresh default decimal context (as a new interpreter has; an earlier program's context
    changes would otherwise leak into this one)."""
    code = compile(script_ast(source, filename), filename, "exec", dont_inherit=True)
    # The program's namespace is sys.modules["__main__"] while it runs, as with `python
    # main.py` (dataclasses looks a deferred ClassVar annotation up there).
    module = types.ModuleType("__main__")
    namespace: dict[str, Any] = vars(module)
    namespace["__builtins__"] = builtins
    out, err = io.StringIO(), io.StringIO()
    main = sys.modules["__main__"]
    dialects, field_limit = set(csv.list_dialects()), csv.field_size_limit()
    try:
        sys.modules["__main__"] = module
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), fresh_logging():
            with warnings.catch_warnings(), decimal.localcontext(_fresh_decimal()):
                warnings.simplefilter("ignore")
                exec(code, namespace)
    except (Exception, SystemExit) as e:  # a script may end with sys.exit(...)
        return Outcome(
            "raise", out.getvalue(), error_type=type(e).__name__, error_message=_message(e), stderr=err.getvalue()
        )
    finally:
        sys.modules["__main__"] = main
        # csv's dialect registry and field size limit are process-wide: what one program
        # registers must not show in the next one's list_dialects() (a new interpreter's)
        for name in set(csv.list_dialects()) - dialects:
            csv.unregister_dialect(name)
        csv.field_size_limit(field_limit)
    try:
        value = door.copy(namespace.get(_RESULT), max_bytes=LIMITS.result, where="result")
    except DoorError as e:
        return Outcome("door", "", error_type="DoorError", error_message=_as_guest_class(str(e), namespace))
    return Outcome("value", out.getvalue(), value=value, stderr=err.getvalue())


_PLAIN_DOOR = re.compile(
    r"a value of type '(\w+)' cannot cross the sandbox boundary; "
    r"only None, bool, int, float, str, bytes, list, tuple, dict, set and frozenset can$"
)


def _as_guest_class(message: str, namespace: dict[str, Any]) -> str:
    """The door's message for a class the program defined: plain CPython's run has no
    guest classes, so the door names the class as it would any host type; under Stockade
    the same class is a guest class and the door says so."""
    match = _PLAIN_DOOR.search(message)
    if match is None:
        return message
    cls = namespace.get(match.group(1))
    if not (isinstance(cls, type) and cls.__module__ == "__main__"):
        return message
    return message[: match.start()] + (
        f"an instance of the guest class '{cls.__name__}' cannot cross the sandbox boundary; "
        "return plain data instead (for example a dict of its fields)"
    )


def guest(source: str, filename: str = "main.py") -> Outcome | Refusal:
    """Compile and run ``source`` under Stockade as a script."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            program = stockade.compile({filename: source}, entry=filename)
    except stockade.CompileError as e:
        return Refusal(tuple(f"{d.code} {d.message}" for d in e.diagnostics))
    try:
        result = stockade.run(program, limits=LIMITS)
    except stockade.GuestError as e:
        return Outcome("raise", e.stdout, error_type=e.type_name, error_message=e.message, stderr=e.stderr)
    except stockade.LimitExceeded as e:
        return Outcome("limit", e.stdout, error_type=e.code, error_message=str(e), stderr=e.stderr)
    except DoorError as e:
        return Outcome("door", "", error_type="DoorError", error_message=str(e))
    return Outcome("value", result.stdout, value=result.value, stderr=result.stderr)
