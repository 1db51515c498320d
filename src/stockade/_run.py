"""Running programs: run, eval.

A run gets a fresh namespace, plain-data inputs, the meter, and the binding trampolines;
it returns a Result with plain-data output or raises a typed error. See _runtime/ for the
pieces and docs/design.md for why they are shaped this way.
"""

from __future__ import annotations

import reprlib
import sys
import threading
import time
import types
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from typing import Any

from ._bindings import check_instances
from ._compiler.names import identifier_problem
from ._errors import (
    DoorError,
    GuestError,
    GuestFrame,
    InternalError,
    LimitExceeded,
    UsageError,
    _Stop,
)
from ._limits import Limits, Result
from ._program import GUEST_FILE_PREFIX, Program, compile_program
from ._runtime import aio, classes, context, decimals, door
from ._runtime.state import WATCHDOG, RunState, guest_frames

__all__ = ["Suspension", "eval", "execute", "run"]

_MAX_MESSAGE = 2000
_DEFAULT_LIMITS = Limits()


def _inputs_to_guest(
    program: Program,
    args: Sequence[Any],
    kwargs: Mapping[str, Any] | None,
    inputs: Mapping[str, Any] | None,
    limits: Limits,
) -> tuple[Sequence[Any], dict[str, Any], dict[str, Any]]:
    if not kwargs and not inputs:
        if not args:
            return (), {}, {}
        try:
            gargs, _ = door.copy_args(tuple(args), limits.memory, "run argument")
        except door.TooBig as e:
            raise LimitExceeded("memory", f"{e} is larger than the memory limit") from None
        return gargs, {}, {}
    try:
        gargs = door.copy(list(args), max_bytes=limits.memory, where="run argument")
        gkwargs = door.copy(dict(kwargs or {}), max_bytes=limits.memory, where="run keyword argument")
        ginputs = door.copy(dict(inputs or {}), max_bytes=limits.memory, where="input")
    except door.TooBig as e:
        raise LimitExceeded("memory", f"{e} is larger than the memory limit") from None
    for key in (*gkwargs, *ginputs):
        if not isinstance(key, str) or not key.isidentifier() or identifier_problem(key, binding=True):
            raise UsageError(f"input and keyword names must be identifiers not starting with '__', got {key!r}")
        if key in program.manifest:
            raise UsageError(f"input {key!r} would shadow the binding of the same name")
    return gargs, gkwargs, ginputs


def run(
    program: Program,
    entry: str | None = None,
    args: Sequence[Any] = (),
    kwargs: Mapping[str, Any] | None = None,
    *,
    bindings: Mapping[str, Any] | None = None,
    limits: Limits | None = None,
    inputs: Mapping[str, Any] | None = None,
) -> Result:
    """Run ``program`` and return its :class:`Result`.

    With ``entry`` (a top-level function of the entry file), the module is executed in a
    fresh namespace and then ``entry(*args, **kwargs)`` is called; its return value is the
    result. Without it the program runs as a script and the value of its last expression
    statement is the result. ``inputs`` are bound as globals before the module runs.
    ``bindings`` are instances of the binding classes the program was compiled with.

    Raises GuestError (the guest raised), LimitExceeded (a limit stopped it), BindingError
    (bindings do not match the program), DoorError (a value could not cross) or UsageError.
    """
    limits = checked_call("run", program, entry, limits)
    instances = check_instances(program.manifest, bindings)
    gargs, gkwargs, ginputs = _inputs_to_guest(program, args, kwargs, inputs, limits)
    return execute(RunState(program, limits, instances), entry, gargs, gkwargs, ginputs)


def checked_call(fn: str, program: object, entry: str | None, limits: Limits | None) -> Limits:
    """The usage checks shared by run(), start() and run_async(): ``program`` is a
    Program, ``limits`` a Limits (None: the defaults) and ``entry`` one of its top-level
    functions. Returns the limits to run with."""
    if not isinstance(program, Program):
        raise UsageError(f"{fn}() takes a stockade.Program; compile the source with stockade.compile() first")
    limits = _DEFAULT_LIMITS if limits is None else limits
    if not isinstance(limits, Limits):
        raise UsageError("limits must be a stockade.Limits")
    if entry is not None and entry not in program.functions:
        known = ", ".join(sorted(program.functions)) or "none"
        raise UsageError(f"{program.entry_file} has no top-level function {entry!r} (functions: {known})")
    return limits


class Suspension(Exception):
    """Internal: the run stopped at binding calls with no host implementation
    (``state.journal.pending``). Raised by ``execute`` to the start/resume driver."""

    def __init__(
        self, stdout: str, fuel: int, wall: float, memory: int, calls: Sequence[Any], stderr: str = ""
    ) -> None:
        super().__init__("suspended")
        self.stdout = stdout
        self.stderr = stderr
        self.fuel = fuel
        self.wall = wall
        self.memory = memory
        self.calls = calls


def execute(
    state: RunState, entry: str | None, gargs: Sequence[Any], gkwargs: dict[str, Any], ginputs: dict[str, Any]
) -> Result:
    """Run a prepared RunState to its end: a Result, or a typed error (or, in a resumable
    run, Suspension / the journal's SnapshotError)."""
    program, limits, meter = state.program, state.limits, state.meter
    module = program.entry_module_name
    ns = state.namespace("__main__" if entry is None else module)
    ns.update(ginputs)
    code = program.codes[module]
    value: Any = None
    fn: Any = None
    failure: BaseException | None = None
    message: str | None = None
    tripped_at_failure: str | None = None
    t0 = time.perf_counter()
    prev = context.enter(state)
    if any("decimal" in text for text in program.files.values()):
        # Before any guest code: tasks and generators made later all see the guest's context.
        state.decimal_host = decimals.enter_run()
    # The thread's async generator hooks are the guest loop's while one runs (aio) and
    # none otherwise, as in a plain CPython program: a host event loop's hooks (a host
    # that runs Stockade inside asyncio) never see a guest async generator.
    asyncgen_hooks = sys.get_asyncgen_hooks()
    sys.set_asyncgen_hooks(firstiter=None, finalizer=None)
    meter.start()
    WATCHDOG.add(meter, meter.deadline)
    try:
        state.entry_ns = ns
        exec(code, ns)  # noqa: S102 - verified, lowered guest code, run in its own namespace
        if entry is None:
            value = ns.get("__sk_result")
        else:
            fn = ns.get(entry)
            if type(fn) is not types.FunctionType:
                raise UsageError(f"{entry!r} is no longer a function when the module has run")
            value = fn(*gargs, **gkwargs)
            if type(value) is types.CoroutineType:
                value = aio.run_coroutine(value)  # an async entry runs on the guest's loop
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException as e:  # noqa: BLE001 - every guest outcome is converted below
        failure = e
        tripped_at_failure = meter.tripped
        if tripped_at_failure is None and not isinstance(e, (_Stop, UsageError)):
            # Render the message now, while the meter runs: it may call guest code
            # (__str__ of a guest exception class, __repr__ of guest objects in args).
            message = _render_in_run(e)
    finally:
        meter.stop()
        WATCHDOG.remove(meter)
        state.end_decimal()
        context.leave(prev)
        sys.set_asyncgen_hooks(*asyncgen_hooks)
        if state.coroutines:
            aio.close_unstarted(state.coroutines)
    wall = time.perf_counter() - t0
    stdout = state.stdout
    stderr = state.stderr
    # A limit that tripped while the message was rendered does not change the outcome.
    tripped = tripped_at_failure if message is not None else meter.tripped
    meter.mark("ended")  # guest code that outlives the run (a finalised generator) stops at its first tick

    error: BaseException | None = None
    journal = state.journal
    if journal is not None and tripped == "diverged" and journal.error is not None:
        error = journal.error
    elif journal is not None and tripped == "suspend":
        error = Suspension(stdout, meter.fuel_used, wall, max(0, meter.memory_peak), list(journal.pending), stderr)
    elif tripped is not None or isinstance(failure, _Stop):
        kind: str = tripped or getattr(failure, "limit", None) or "wall"
        error = LimitExceeded(kind, _limit_detail(kind, limits), stdout, stderr)
    elif failure is not None:
        error = failure if isinstance(failure, UsageError) else _guest_error(failure, state, message)
    else:
        try:
            out = door.copy(value, max_bytes=limits.result, where="result")
        except door.TooBig:
            error = LimitExceeded("result", _limit_detail("result", limits), stdout, stderr)
        except DoorError as e:
            error = e
    if error is not None:
        # The error's traceback reaches this frame: drop every local that holds guest
        # objects first, so a host that keeps the error does not keep the guest alive.
        failure = value = fn = ns = state = None  # type: ignore[assignment]
        raise error.with_traceback(None) from None
    return Result(
        out,
        stdout,
        meter.fuel_used,
        wall,
        max(0, meter.memory_peak),
        state.call_log,
        tuple(state.host_exceptions) if state.host_exceptions else (),
        stderr,
    )


def _limit_detail(kind: str, limits: Limits) -> str:
    value = {
        "fuel": limits.fuel,
        "memory": limits.memory,
        "wall": limits.wall,
        "recursion": limits.recursion,
        "stdout": limits.stdout,
        "binding_calls": limits.binding_calls,
        "result": limits.result,
    }.get(kind)
    unit = {"memory": " bytes", "wall": " s", "stdout": " bytes", "result": " bytes"}.get(kind, "")
    if kind == "decimal":
        return decimals.LIMIT_DETAIL
    return f"limit is {value}{unit}" if value is not None else ""


_SCALAR_ARGS = (str, int, float, bool, bytes, type(None))
_REPR = reprlib.Repr()
_REPR.maxlevel = 4
_REPR.maxstring = _REPR.maxother = _MAX_MESSAGE // 4


def _message(exc: BaseException) -> str:
    """The guest exception's message, rendered on the host after the meter stopped.

    Arguments made only of scalars are rendered exactly as CPython would (str(exc));
    anything else (a guest container, maybe a huge or exponentially shared one) is
    rendered through a depth- and size-bounded repr, so rendering cannot hang the host.
    """
    args = exc.args
    try:
        if all(type(a) in _SCALAR_ARGS and (type(a) is not str or len(a) <= 4 * _MAX_MESSAGE) for a in args):
            message = str(exc)
        elif len(args) == 1:
            message = _REPR.repr(args[0])
        else:
            message = _REPR.repr(args)
    except Exception:  # noqa: BLE001 - a message that cannot be rendered is replaced
        message = _UNRENDERED
    if len(message) > _MAX_MESSAGE:
        message = message[:_MAX_MESSAGE] + "..."
    return message


def _render_in_run(exc: BaseException) -> str:
    """The message of a guest exception, rendered inside the run (guest __str__ and
    __repr__ run metered; if they fail or hit a limit, a placeholder)."""
    try:
        return _message(exc)
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException:  # noqa: BLE001 - the run's stop signal included: the message is replaced
        return _UNRENDERED


_UNRENDERED = "<message could not be rendered>"


def _guest_error(exc: BaseException, state: RunState, message: str | None) -> GuestError:
    if message is None:
        # Not rendered in the run: never call guest code now (the run has ended).
        plain = not classes.is_guest_class(type(exc)) and all(type(a) in _SCALAR_ARGS for a in exc.args)
        message = _message(exc) if plain else _UNRENDERED
    frames = [GuestFrame(f, ln, fn) for f, ln, fn in guest_frames(exc.__traceback__, GUEST_FILE_PREFIX)]
    pair = state.guest_to_host.get(id(exc))
    host = pair[1] if pair is not None and pair[0] is exc else None
    if type(exc).__module__ not in ("builtins", "json.decoder") and not classes.is_guest_class(type(exc)):
        if not frames:
            raise InternalError(f"unexpected host exception during a run: {exc!r}") from exc
    return GuestError(type(exc).__name__, message, frames, host, state.stdout, state.stderr)


_EVAL_CACHE: OrderedDict[tuple[str, tuple[str, ...]], Program] = OrderedDict()
_EVAL_LOCK = threading.Lock()
_EVAL_CACHE_SIZE = 128


def eval(
    source: str,
    *,
    inputs: Mapping[str, Any] | None = None,
    bindings: Mapping[str, Any] | None = None,
    limits: Limits | None = None,
) -> Any:
    """Compile and run ``source`` as a script; return the value of its last expression.

    ``inputs`` are bound as globals; ``bindings`` are binding instances (their classes are
    the manifest). Compiled programs are cached by source and binding classes.
    """
    key = (
        source,
        tuple(f"{k}={type(v).__module__}.{type(v).__qualname__}" for k, v in sorted((bindings or {}).items())),
    )
    with _EVAL_LOCK:
        program = _EVAL_CACHE.get(key)
        if program is not None:
            _EVAL_CACHE.move_to_end(key)
    if program is None:
        program = compile_program(source, bindings={k: type(v) for k, v in (bindings or {}).items()})
        with _EVAL_LOCK:
            _EVAL_CACHE[key] = program
            while len(_EVAL_CACHE) > _EVAL_CACHE_SIZE:
                _EVAL_CACHE.popitem(last=False)
    return run(program, inputs=inputs, bindings=bindings, limits=limits).value
