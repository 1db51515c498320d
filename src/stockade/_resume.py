"""Start/resume: a run that stops at binding calls the host has not implemented.

A resumable run is replayed, not frozen: ``start`` runs the guest with a journal; a call
to a binding the host did not pass (or passed as a class) stops the run (the meter trips
with the kind "suspend", so no guest ``except``/``finally`` can catch it) and returns
:class:`Suspended`. ``resume`` runs the guest again from the beginning, feeding it every
recorded binding result and nondeterministic value from the journal (checking that each
replayed call matches), until it reaches the next suspension or the end. Guest code is
deterministic, so the replayed part is the same run: same fuel, same output.

What is counted (see docs/resume.md): fuel is that of the whole run, exactly as an
uninterrupted run would spend it (replay re-spends the same fuel, and is not charged
twice); wall time is the guest's running time summed over segments, replay excluded;
the time the host took to resume is reported as ``host_wait``, never charged.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from time import perf_counter
from typing import Any

from ._bindings import BindingSpec
from ._errors import BindingError, DoorError, GuestError, SnapshotError, UsageError
from ._limits import Limits, Result
from ._program import Program
from ._run import Suspension, _inputs_to_guest, checked_call, execute
from ._runtime import door, plain
from ._runtime.host import HostCalls
from ._runtime.journal import EXPOSABLE_NAMES, Journal, SuspendedCall
from ._runtime.state import WATCHDOG, RunState

__all__ = ["Completed", "Suspended", "SuspendedCall", "start"]

_MISSING: Any = object()
_REPLAY_SLACK = 0.5  # seconds of wall time replay may take beyond twice the original


class Completed(Result):
    """A resumable run that finished: a :class:`Result` plus ``host_wait`` (seconds the
    host took to resume it, not charged) and ``suspensions`` (how often it stopped).

    ``fuel`` is the whole run's; ``wall`` is the guest's running time over every segment,
    replay excluded; ``binding_calls`` lists every call of the run, replayed ones included.
    """

    __slots__ = ("host_wait", "suspensions")

    def __init__(self, result: Result, wall: float, host_wait: float, suspensions: int) -> None:
        super().__init__(
            result.value,
            result.stdout,
            result.fuel,
            wall,
            result.memory,
            result._calls,
            result.host_exceptions,
            result.stderr,
        )
        self.host_wait = host_wait
        self.suspensions = suspensions


@dataclass
class _Run:
    """Everything a resumable run carries between segments (and into a snapshot)."""

    program: Program
    entry: str | None
    args: list[Any]
    kwargs: dict[str, Any]
    inputs: dict[str, Any]
    limits: Limits
    calls: dict[int, list[Any]] = field(default_factory=dict)  # journal call entries by id
    values: list[list[Any]] = field(default_factory=list)  # journal value entries
    wall: float = 0.0  # guest running time charged so far
    host_wait: float = 0.0
    memory: int = 0
    suspensions: int = 0


class Suspended:
    """A run stopped at binding calls that the host must answer.

    ``calls`` lists them (:class:`SuspendedCall`: ``id``, ``binding``, ``export``,
    ``args``, ``kwargs`` as plain data); ``call`` is the first. Answer with
    ``resume(value)`` or ``fail(type_name, message)`` for a single call, or
    ``resume(results={id: value}, errors={id: (type_name, message)})`` for several (an
    ``asyncio.gather``). A Suspended resumes at most once; ``dump`` does not consume it.
    ``stdout``, ``stderr``, ``fuel`` and ``wall`` are the run's so far.
    """

    def __init__(
        self,
        run: _Run,
        pending: Sequence[SuspendedCall],
        instances: Mapping[str, Any],
        stdout: str,
        fuel: int,
        suspended_at: float,
        stderr: str = "",
    ) -> None:
        self._run = run
        self.stderr = stderr
        self.calls: tuple[SuspendedCall, ...] = tuple(pending)
        self._instances = dict(instances)
        self.stdout = stdout
        self.fuel = fuel
        self.wall = run.wall
        self._suspended_at = suspended_at
        self._used = False
        self._lock = threading.Lock()  # two threads racing to resume: exactly one wins

    @property
    def call(self) -> SuspendedCall:
        """The first (often the only) pending call."""
        return self.calls[0]

    @property
    def program(self) -> Program:
        """The program this run executes."""
        return self._run.program

    def __repr__(self) -> str:
        shown = ", ".join(f"#{c.id} {c.binding}.{c.export}" for c in self.calls)
        return f"<stockade.Suspended at {shown}>"

    def __reduce__(self) -> Any:
        raise UsageError("a Suspended is not pickled: use dump(key=...) and stockade.load()")

    def resume(
        self,
        value: Any = _MISSING,
        *,
        results: Mapping[int, Any] | None = None,
        errors: Mapping[int, tuple[str, str]] | None = None,
        bindings: Mapping[str, Any] | None = None,
    ) -> Suspended | Completed:
        """Answer the pending calls and run on to the next suspension or the end.

        ``value`` answers the single pending call; ``results``/``errors`` answer several by
        call id (every pending id exactly once). An error ``(type_name, message)`` is
        raised in the guest as that admitted exception type (``ValueError``, ``KeyError``,
        ... or ``BindingError``). ``bindings`` replaces the host bindings for the rest of
        the run (default: those given to ``start``). Raises UsageError if this run was
        resumed already.
        """
        if value is not _MISSING:
            if results is not None or errors is not None:
                raise UsageError("pass either a value or results=/errors=, not both")
            if len(self.calls) != 1:
                raise UsageError(
                    f"{len(self.calls)} calls are pending; answer them by id with results={{id: value}}"
                )
            results = {self.call.id: value}
        return self._answer(dict(results or {}), dict(errors or {}), bindings)

    def fail(self, type_name: str, message: str, *, bindings: Mapping[str, Any] | None = None) -> Suspended | Completed:
        """Answer the single pending call with an exception the guest can catch."""
        if len(self.calls) != 1:
            raise UsageError(f"{len(self.calls)} calls are pending; answer them by id with errors={{id: (type, msg)}}")
        return self._answer({}, {self.call.id: (type_name, message)}, bindings)

    def dump(self, *, key: bytes, include_program: bool = True) -> bytes:
        """The run as an authenticated snapshot (bytes); see :func:`stockade.load`."""
        from ._snapshot import dump

        return dump(self, key=key, include_program=include_program)

    def _answer(
        self,
        results: dict[int, Any],
        errors: dict[int, tuple[str, str]],
        bindings: Mapping[str, Any] | None,
    ) -> Suspended | Completed:
        with self._lock:
            if self._used:
                raise UsageError("this Suspended was resumed already; a suspended run resumes at most once")
            run, instances = self._prepare(results, errors, bindings)
            self._used = True
        return _segment(run, instances, None)

    def _prepare(
        self,
        results: dict[int, Any],
        errors: dict[int, tuple[str, str]],
        bindings: Mapping[str, Any] | None,
    ) -> tuple[_Run, dict[str, Any]]:
        ids = {c.id for c in self.calls}
        given = set(results) | set(errors)
        if set(results) & set(errors):
            raise UsageError(f"calls answered twice: {sorted(set(results) & set(errors))}")
        if given != ids:
            raise UsageError(f"answer exactly the pending calls {sorted(ids)}, got {sorted(given)}")
        run = self._run
        entries: dict[int, list[Any]] = {}
        for c in self.calls:
            head = [c.id, c.binding, c.export, plain.encode(list(c.args)), plain.encode(dict(c.kwargs))]
            if c.id in results:
                try:
                    v = door.copy(results[c.id], run.limits.result, f"result of {c.binding}.{c.export}")
                except door.TooBig:
                    raise DoorError(f"the result of {c.binding}.{c.export} is larger than the result limit") from None
                entries[c.id] = [*head, True, plain.encode(v), 0.0]
            else:
                err = errors[c.id]
                if (
                    not isinstance(err, tuple)
                    or len(err) != 2
                    or err[0] not in EXPOSABLE_NAMES
                    or type(err[1]) is not str
                ):
                    raise UsageError(
                        f"an error is (type_name, message) with type_name one of {sorted(EXPOSABLE_NAMES)}, got {err!r}"
                    )
                entries[c.id] = [*head, False, [err[0], err[1]], 0.0]
        instances = self._instances if bindings is None else check_partial(run.program.manifest, bindings)
        waited = max(0.0, time.time() - self._suspended_at)
        nxt = replace(run, calls={**run.calls, **entries}, values=list(run.values), host_wait=run.host_wait + waited)
        return nxt, instances


def check_partial(manifest: Mapping[str, BindingSpec], given: Mapping[str, Any] | None) -> dict[str, Any]:
    """The host instances for a resumable run: a binding given as an instance runs on the
    host; one given as its class, or not given, suspends the run at each call."""
    given = dict(given or {})
    extra = sorted(set(given) - set(manifest))
    if extra:
        raise BindingError(
            f"bindings not declared when the program was compiled: {', '.join(extra)} "
            "(compile with them in bindings=... to grant them)"
        )
    out: dict[str, Any] = {}
    for name, value in given.items():
        cls = manifest[name].cls
        if isinstance(value, type):
            if value is not cls:
                raise BindingError(f"binding {name!r} must be {cls.__qualname__}, got the class {value.__qualname__}")
            continue
        if not isinstance(value, cls):
            got = type(value).__qualname__
            raise BindingError(f"binding {name!r} must be an instance of {cls.__qualname__}, got {got}")
        out[name] = value
    return out


def start(
    program: Program,
    entry: str | None = None,
    args: Sequence[Any] = (),
    kwargs: Mapping[str, Any] | None = None,
    *,
    bindings: Mapping[str, Any] | None = None,
    limits: Limits | None = None,
    inputs: Mapping[str, Any] | None = None,
) -> Suspended | Completed:
    """Run ``program`` like :func:`stockade.run`, stopping at calls of bindings the host
    does not implement here.

    ``bindings`` maps binding names to instances (their calls run on the host, recorded
    in the journal) or to their classes (or leave them out): a call of such a binding
    suspends the run and returns :class:`Suspended`. Returns :class:`Completed` when the
    run finishes; raises like ``run`` otherwise.
    """
    limits = checked_call("start", program, entry, limits)
    instances = check_partial(program.manifest, bindings)
    gargs, gkwargs, ginputs = _inputs_to_guest(program, args, kwargs, inputs, limits)
    run = _Run(program, entry, list(gargs), dict(gkwargs), dict(ginputs), limits)
    try:
        plain.encode([run.args, run.kwargs, run.inputs])
    except ValueError as e:  # cannot happen after the door: plain data encodes
        raise DoorError(str(e)) from None
    return _segment(run, instances, None)


def _segment(run: _Run, instances: Mapping[str, Any], host: HostCalls | None) -> Suspended | Completed:
    """Run (replaying the journal) until the next suspension or the end."""
    journal = Journal(run.calls, run.values)
    state = RunState(run.program, run.limits, instances, journal=journal, host=host)
    meter = state.meter
    limits = run.limits
    prior = run.wall
    if journal.replay_left:
        # Replay repeats work that took `prior` seconds; it is not charged. Once it has
        # caught up, the rest of the wall budget starts counting.
        meter.deadline = state.started + limits.wall + 2 * prior + _REPLAY_SLACK

        def caught_up() -> None:
            deadline = time.monotonic() + max(limits.wall - prior, 1e-9)
            meter.deadline = deadline
            WATCHDOG.add(meter, deadline)

        journal.on_caught_up = caught_up
    else:
        meter.deadline = state.started + max(limits.wall - prior, 1e-9)
    t0 = perf_counter()
    try:
        result = execute(state, run.entry, run.args, dict(run.kwargs), dict(run.inputs))
    except Suspension as s:
        _check_caught_up(journal)
        charged = perf_counter() - max(t0, journal.caught_up_at or t0)
        calls, values = journal.entries()
        nxt = replace(
            run,
            calls={e[0]: e for e in calls},
            values=values,
            wall=prior + charged,
            memory=max(run.memory, s.memory),
            suspensions=run.suspensions + 1,
        )
        return Suspended(nxt, s.calls, instances, s.stdout, s.fuel, time.time(), s.stderr)
    except GuestError as e:
        if journal.replay_left:
            raise _diverged("the guest raised before replay caught up") from e
        raise
    _check_caught_up(journal)
    charged = perf_counter() - max(t0, journal.caught_up_at or t0)
    done = Completed(result, prior + charged, run.host_wait, run.suspensions)
    done.memory = max(done.memory, run.memory)
    return done


def _diverged(detail: str) -> SnapshotError:
    return SnapshotError("diverged", f"replay diverged from the journal: {detail}")


def _check_caught_up(journal: Journal) -> None:
    if journal.replay_left:
        raise _diverged(f"{journal.replay_left} journal entries were never replayed")
