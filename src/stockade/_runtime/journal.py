"""The journal of a resumable run: every binding result and nondeterministic value.

Invariant: in a resumable run (``start``/``resume``/``load``), every value the guest gets
from outside its own code passes through here: binding results (and failures) through
``call``/``replay_call``/``record_call``, and nondeterministic values (clock readings,
entropy) through ``record(kind, value)``. Replaying a journal therefore reproduces the run
exactly; a replayed call that differs from the recorded one (other binding, export or
arguments), a missing entry, or an entry left over ends the run with a divergence error
instead of continuing. Entries are plain data (``plain.encode`` trees), so a journal from
a snapshot can feed the guest values, never code.

A call entry is ``[id, binding, export, args, kwargs, ok, value, seconds]`` where
``value`` is the encoded result, or ``[type_name, message]`` of the exception the guest
saw. A value entry is ``[kind, value]``.
"""

from __future__ import annotations

from collections.abc import Callable
from time import perf_counter
from typing import TYPE_CHECKING, Any, NamedTuple, NoReturn

from .._errors import DoorError, ExposedError, SnapshotError
from . import door, plain

if TYPE_CHECKING:
    from .state import RunState

__all__ = ["EXPOSABLE_NAMES", "Journal", "SuspendedCall"]

# Exception types a host may hand back to the guest (state._EXPOSABLE has the classes).
EXPOSABLE_NAMES = frozenset(
    {
        "BindingError",
        "ValueError",
        "KeyError",
        "LookupError",
        "IndexError",
        "TypeError",
        "RuntimeError",
        "TimeoutError",
        "NotImplementedError",
        "PermissionError",
    }
)

Outcome = tuple[bool, Any, float]


class SuspendedCall(NamedTuple):
    """A binding call waiting for the host: ``id`` (unique in the run), ``binding``,
    ``export``, and the arguments as plain data (fresh copies)."""

    id: int
    binding: str
    export: str
    args: tuple[Any, ...]
    kwargs: dict[str, Any]


def _guest_view(binding: str, export: str, exc: BaseException) -> list[str]:
    """[type_name, message] of the exception the guest sees for a host failure."""
    if isinstance(exc, ExposedError):
        name = exc.type_name if exc.type_name in EXPOSABLE_NAMES else "BindingError"
        return [name, exc.message]
    return ["BindingError", f"{binding}.{export} failed"]


class Journal:
    """Recorded entries to replay, and the new ones of this segment."""

    def __init__(self, calls: dict[int, list[Any]] | None = None, values: list[list[Any]] | None = None) -> None:
        self.calls: dict[int, list[Any]] = dict(calls or {})
        self.values: list[list[Any]] = list(values or [])
        self.replay_left = len(self.calls) + len(self.values)
        self._value_pos = 0
        self._consumed: set[int] = set()
        self.pending: list[SuspendedCall] = []
        self.error: SnapshotError | None = None
        self.caught_up_at: float | None = perf_counter() if self.replay_left == 0 else None
        self.on_caught_up: Callable[[], None] | None = None
        self._state: RunState | None = None

    def attach(self, state: RunState) -> None:
        self._state = state

    # -- replay bookkeeping ----------------------------------------------------------------
    def _consume(self) -> None:
        self.replay_left -= 1
        if self.replay_left == 0:
            self.caught_up_at = perf_counter()
            if self.on_caught_up is not None:
                self.on_caught_up()

    def diverge(self, detail: str) -> NoReturn:
        """End the run: the replayed run does not match its journal."""
        if self.error is None:
            self.error = SnapshotError("diverged", f"replay diverged from the journal: {detail}")
        assert self._state is not None
        self._state.meter.trip("diverged")

    # -- binding calls -------------------------------------------------------------------
    def replay_call(
        self, call_id: int, binding: str, export: str, args: tuple[Any, ...], kwargs: dict[str, Any]
    ) -> Outcome | None:
        """The recorded outcome of call ``call_id``, or None if it must run live."""
        entry = self.calls.get(call_id)
        if entry is None:
            if self.replay_left:
                self.diverge(f"call #{call_id} {binding}.{export} is not in the journal")
            return None
        if call_id in self._consumed:
            self.diverge(f"call #{call_id} replayed twice")
        self._consumed.add(call_id)
        if entry[1] != binding or entry[2] != export:
            self.diverge(f"call #{call_id} is {binding}.{export}, the journal has {entry[1]}.{entry[2]}")
        if entry[3] != plain.encode(list(args)) or entry[4] != plain.encode(dict(kwargs)):
            self.diverge(f"call #{call_id} {binding}.{export} has other arguments than the journal")
        self._consume()
        if entry[5]:
            return True, plain.decode(entry[6]), entry[7]
        type_name, message = entry[6]
        return False, ExposedError(message, type_name=type_name), entry[7]

    def record_call(
        self,
        call_id: int,
        binding: str,
        export: str,
        args: tuple[Any, ...],
        kwargs: dict[str, Any],
        outcome: Outcome,
        state: RunState,
    ) -> Outcome:
        """Record a call that ran live; returns the outcome the guest must get."""
        ok, value, seconds = outcome
        seconds = round(seconds, 6)  # microseconds are enough for a report; keeps snapshots small
        args_enc, kwargs_enc = plain.encode(list(args)), plain.encode(dict(kwargs))
        if ok:
            try:
                value = door.copy(value, state.limits.result, f"result of {binding}.{export}")
            except (DoorError, door.TooBig) as e:
                ok, value = False, e
            else:
                encoded = plain.encode(value)
                self.calls[call_id] = [call_id, binding, export, args_enc, kwargs_enc, True, encoded, seconds]
                return True, value, seconds
        seen = _guest_view(binding, export, value)
        self.calls[call_id] = [call_id, binding, export, args_enc, kwargs_enc, False, seen, seconds]
        return False, value, seconds

    def pend(self, call_id: int, binding: str, export: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        """A call with no host implementation: the run suspends with it."""
        fresh = plain.decode(plain.encode([list(args), dict(kwargs)]))
        self.pending.append(SuspendedCall(call_id, binding, export, tuple(fresh[0]), fresh[1]))

    def wrap(self, state: RunState, binding: str, export: str, method: Callable[..., Any] | None) -> Callable[..., Any]:
        """The journaled stand-in for a sync binding method (None: suspend when live)."""

        def call(*args: Any, **kwargs: Any) -> Any:
            call_id = state.call_seq - 1  # the trampoline numbered this call
            outcome = self.replay_call(call_id, binding, export, args, kwargs)
            if outcome is None:
                if method is None:
                    self.pend(call_id, binding, export, args, kwargs)
                    state.meter.trip("suspend")
                t0 = perf_counter()
                try:
                    live: Outcome = True, method(*args, **kwargs), perf_counter() - t0
                except Exception as e:  # noqa: BLE001 - recorded as the guest sees it
                    live = False, e, perf_counter() - t0
                outcome = self.record_call(call_id, binding, export, args, kwargs, live, state)
            ok, value, _ = outcome
            if ok:
                return value
            raise value

        return call

    # -- nondeterministic values ---------------------------------------------------------
    def record(self, kind: str, value: Any) -> Any:
        """The value the guest must see for a nondeterministic reading of ``kind``: the
        recorded one when replaying, else ``value`` (recorded now). Plain data only.
        Journal work is the host's: it costs the guest no fuel either way."""
        assert self._state is not None
        meter = self._state.meter
        meter.pause()
        try:
            return self._record(kind, value)
        finally:
            meter.resume()

    def _record(self, kind: str, value: Any) -> Any:
        if self._value_pos < len(self.values):
            recorded_kind, enc = self.values[self._value_pos]
            self._value_pos += 1
            if recorded_kind != kind:
                self.diverge(f"value #{self._value_pos - 1} is {kind!r}, the journal has {recorded_kind!r}")
            self._consume()
            return plain.decode(enc)
        if self.replay_left:
            self.diverge(f"a {kind!r} value the journal does not have")
        enc = plain.encode(value)
        self.values.append([kind, enc])
        self._value_pos += 1
        return plain.decode(enc)

    def entries(self) -> tuple[list[list[Any]], list[list[Any]]]:
        """(call entries in id order, value entries) as plain data for a snapshot."""
        return [self.calls[k] for k in sorted(self.calls)], list(self.values)
