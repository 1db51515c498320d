"""The guest's asyncio: a deterministic scheduler for guest coroutines, written here.

Invariant: guest coroutines are driven only by this module's loop, never by the host's
asyncio event loop; the loop never reads a clock (``sleep(d)`` orders tasks on a virtual
clock that advances only when nothing else can run), so the same program with the same
binding results always interleaves the same way. Binding calls made with ``await`` inside
``async def`` are batched: when no task can run, every awaited call that is not resolved
yet is handed to the host at once (concurrently), and the results are delivered in call
order. What a guest can await is checked (``__sk_aw``): its own coroutines and the
futures made here, nothing else. The objects made here carry no attribute the guest can
read (see guards.TYPE_ATTRS), so the yield protocol between coroutine and loop is not
reachable from guest code except by awaiting.

The scheduling follows CPython's asyncio (tasks step in ``call_soon`` order, gather's
callbacks and wake-ups take the same hops, due timers join the ready queue at the start
of a pass), so programs whose output depends only on that order print what CPython
prints. Differences, on purpose: a guest cannot create a loop or futures, nor read the
virtual clock; it can create tasks (``create_task``), queues, events, locks and timers
(``sleep``, ``wait_for``, ``timeout``, ``wait``, ``as_completed``), which follow
CPython's code.
"""

from __future__ import annotations

import contextlib
import functools
import heapq
import inspect
import math
import selectors
import sys
import types
import weakref
from collections import deque
from collections.abc import Callable, Generator, Iterable
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from . import classes, context

if TYPE_CHECKING:
    from .state import RunState

__all__ = [
    "ASYNCIO",
    "AWAITABLE_TYPES",
    "BoundedSemaphore",
    "CancelledError",
    "Event",
    "Future",
    "GuestAsyncIter",
    "GuestAsyncWith",
    "LifoQueue",
    "Lock",
    "Loop",
    "PendingCall",
    "PriorityQueue",
    "Queue",
    "Semaphore",
    "Task",
    "Timeout",
    "TimerHandle",
    "async_iter",
    "async_with",
    "await_guard",
]


class CancelledError(BaseException):
    """The guest's ``asyncio.CancelledError`` (a BaseException, as in CPython 3.8+).

    Stockade's own class: the host's asyncio is not imported for the guest."""


CancelledError.__module__ = "asyncio.exceptions"


class InvalidStateError(Exception):
    """The guest's ``asyncio.InvalidStateError``: a task's result read before it is done."""


InvalidStateError.__module__ = "asyncio.exceptions"


class QueueEmpty(Exception):
    """The guest's ``asyncio.QueueEmpty``: ``get_nowait()`` on an empty queue."""


class QueueFull(Exception):
    """The guest's ``asyncio.QueueFull``: ``put_nowait()`` on a full queue."""


QueueEmpty.__module__ = QueueFull.__module__ = "asyncio.queues"

_PENDING, _DONE, _CANCELLED = 0, 1, 2


def _asyncgen_awaitable_types() -> tuple[type, type]:
    """The types of what ``agen.asend(v)`` and ``agen.athrow(e)``/``aclose()`` return
    (CPython does not name them in ``types``). The hooks are cleared while they are made:
    the first asend of an async generator calls the thread's firstiter hook."""

    async def probe() -> Any:
        yield None

    hooks = sys.get_asyncgen_hooks()
    sys.set_asyncgen_hooks(firstiter=None, finalizer=None)
    try:
        agen = probe()
        asend, athrow = agen.asend(None), agen.aclose()
        found = (type(asend), type(athrow))
        asend.close()
        athrow.close()
    finally:
        sys.set_asyncgen_hooks(*hooks)
    return found


ASYNC_GENERATOR: type = types.AsyncGeneratorType
ASEND, ATHROW = _asyncgen_awaitable_types()


class AgenAwaitable:
    """What the guest's ``agen.asend(v)``, ``athrow(e)``, ``aclose()`` and ``anext(agen)``
    return: the native awaitable, made when this is awaited and driven at once. CPython
    3.13 warns ("coroutine method 'asend' of ... was never awaited", through the host's
    warnings machinery) when a native one is dropped before it started, and closing one
    would run guest code; this one is a plain object until awaited. Nothing is readable
    on it (guards.TYPE_ATTRS)."""

    __slots__ = ("_make",)

    def __init__(self, make: Callable[[], Any]) -> None:
        self._make = make

    def __await__(self) -> _AgenDriver:
        return _AgenDriver(self._make)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} object>"


class _AgenDriver:
    """The iterator an AgenAwaitable's ``await`` (or a Task) drives: it makes the native
    awaitable at the first send or throw and forwards to it, so a task cancelled before
    its first step throws into the async generator as CPython's does (the generator's
    finally runs)."""

    __slots__ = ("_make", "_native")

    def __init__(self, make: Callable[[], Any]) -> None:
        self._make: Callable[[], Any] | None = make
        self._native: Any = None

    def _get(self) -> Any:
        if self._native is None:
            make, self._make = self._make, None
            assert make is not None
            self._native = make()
        return self._native

    def __iter__(self) -> _AgenDriver:
        return self

    def __next__(self) -> Any:
        return self._get().send(None)

    def send(self, value: Any) -> Any:
        return self._get().send(value)

    def throw(self, exc: BaseException) -> Any:
        return self._get().throw(exc)

    def close(self) -> None:
        if self._native is not None:
            self._native.close()


class AgenASend(AgenAwaitable):
    """asend() / anext() of an async generator (see AgenAwaitable)."""

    __slots__ = ()


class AgenAThrow(AgenAwaitable):
    """athrow() / aclose() of an async generator (see AgenAwaitable)."""

    __slots__ = ()


AgenASend.__name__ = AgenASend.__qualname__ = "async_generator_asend"
AgenAThrow.__name__ = AgenAThrow.__qualname__ = "async_generator_athrow"
AgenASend.__module__ = AgenAThrow.__module__ = "builtins"
AGEN_AWAITABLES: frozenset[type] = frozenset({AgenASend, AgenAThrow})

# What a Task may drive besides a coroutine: CPython's Task accepts any collections.abc
# Coroutine, and what asend/athrow/aclose return are (send/throw/close/__await__).
_TASK_COROS: frozenset[type] = frozenset({types.CoroutineType, AgenASend, AgenAThrow})


def _guest_asyncgen(agen: Any) -> bool:
    """Whether ``agen`` runs guest code (the loop's hooks see every async generator the
    thread starts while the loop runs, a binding's included)."""
    from . import chain  # (chain imports this module)

    return chain.is_guest_code(agen.ag_code)


def _task_coro(coro: Any) -> Any:
    """What a Task drives for ``coro`` (one of _TASK_COROS): the coroutine itself, or the
    generator awaiting an async generator's awaitable."""
    return coro.__await__() if type(coro) in AGEN_AWAITABLES else coro


class Future:
    """A result that a task can await (asyncio.Future's protocol, reduced)."""

    __slots__ = ("_callbacks", "_cancel_message", "_cancelled_exc", "_exception", "_loop", "_result", "_state")

    def __init__(self, loop: Loop | None) -> None:
        self._loop = loop
        self._state = _PENDING
        self._result: Any = None
        self._exception: BaseException | None = None
        self._callbacks: list[Callable[[Future], None]] = []
        self._cancel_message: Any = None
        self._cancelled_exc: BaseException | None = None

    def _make_cancelled_error(self) -> BaseException:
        """CPython's: the CancelledError a task's coroutine raised, the first time; after
        that (or for a plain future) a new one carrying the cancel message."""
        if self._cancelled_exc is not None:
            exc = self._cancelled_exc
            self._cancelled_exc = None
            return exc
        return CancelledError() if self._cancel_message is None else CancelledError(self._cancel_message)

    def done(self) -> bool:
        return self._state != _PENDING

    def cancelled(self) -> bool:
        return self._state == _CANCELLED

    def result(self) -> Any:
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        if self._state == _PENDING:
            raise InvalidStateError("Result is not set.")
        if self._exception is not None:
            raise self._exception.with_traceback(self._exception.__traceback__)
        return self._result

    def exception(self) -> BaseException | None:
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        if self._state == _PENDING:
            raise InvalidStateError("Exception is not set.")
        return self._exception

    def add_done_callback(self, fn: Callable[[Future], None]) -> None:
        if self._state != _PENDING and self._loop is not None:
            self._loop.call_soon(fn, self)
        else:
            self._callbacks.append(fn)

    def remove_done_callback(self, fn: Callable[[Future], None]) -> int:
        """Remove every registration of ``fn`` (by identity); how many there were."""
        if len(self._callbacks) > 16 and self._loop is not None:
            self._loop.meter.charge(len(self._callbacks))  # a scan the guest can make long
        kept = [f for f in self._callbacks if f is not fn]
        removed = len(self._callbacks) - len(kept)
        self._callbacks[:] = kept
        return removed

    def _schedule_callbacks(self) -> None:
        callbacks, self._callbacks = self._callbacks, []
        if self._loop is not None:
            for fn in callbacks:
                self._loop.call_soon(fn, self)

    def set_result(self, value: Any) -> None:
        if self._state == _PENDING:
            self._result = value
            self._state = _DONE
            self._schedule_callbacks()

    def set_exception(self, exc: BaseException) -> None:
        if self._state == _PENDING:
            self._exception = exc
            self._state = _DONE
            self._schedule_callbacks()

    def cancel(self, msg: Any = None) -> bool:
        if self._state != _PENDING:
            return False
        self._state = _CANCELLED
        self._cancel_message = msg
        self._schedule_callbacks()
        return True

    def __await__(self) -> Generator[Any, None, Any]:
        if self._state == _PENDING:
            yield self  # the task waits on us
        if self._state == _PENDING:
            raise RuntimeError("await wasn't used with future")
        return self.result()

    def __repr__(self) -> str:
        state = ("pending", "finished", "cancelled")[self._state]
        return f"<{type(self).__name__} {state}>"


class PendingCall(Future):
    """An awaited binding call: made by the call, resolved by the loop's next batch."""

    __slots__ = ("binding", "call_id", "export", "hargs", "hkwargs", "nbytes")

    def __init__(
        self, binding: str, export: str, hargs: tuple[Any, ...], hkwargs: dict[str, Any], nbytes: int, call_id: int
    ) -> None:
        super().__init__(None)
        self.binding = binding
        self.export = export
        self.hargs = hargs
        self.hkwargs = hkwargs
        self.nbytes = nbytes
        self.call_id = call_id

    def add_done_callback(self, fn: Callable[[Future], None]) -> None:
        loop = context.current().loop
        if loop is None:
            raise RuntimeError("a binding call can only be awaited inside asyncio.run() or an async entry point")
        if self._loop is None:
            self._loop = loop
            loop.calls.append(self)
        super().add_done_callback(fn)


class Task(Future):
    """Drives one guest coroutine, like asyncio.Task."""

    __slots__ = ("_coro", "_must_cancel", "_num_cancels", "_waiter")

    def __init__(self, loop: Loop, coro: Any) -> None:
        super().__init__(loop)
        self._coro = _task_coro(coro)
        self._must_cancel = False
        self._num_cancels = 0
        self._waiter: Future | None = None
        loop.tasks.append(self)
        loop.call_soon(self._step, None)

    def cancel(self, msg: Any = None) -> bool:
        if self.done():
            return False
        self._num_cancels += 1
        if self._waiter is not None and self._waiter.cancel(msg):
            return True
        self._must_cancel = True
        self._cancel_message = msg
        return True

    def cancelling(self) -> int:
        """The count of cancellation requests (CPython 3.11+'s Task.cancelling)."""
        return self._num_cancels

    def uncancel(self) -> int:
        """CPython's Task.uncancel (3.13: the last one also drops a pending cancel)."""
        if self._num_cancels > 0:
            self._num_cancels -= 1
            if self._num_cancels == 0 and sys.version_info >= (3, 13):
                self._must_cancel = False
        return self._num_cancels

    def _step(self, exc: BaseException | None) -> None:
        loop = self._loop
        assert loop is not None
        next(loop.meter)  # a tick per step: a task that only yields is still metered
        if self._must_cancel:
            if not isinstance(exc, CancelledError):
                exc = self._make_cancelled_error()
            self._must_cancel = False
        self._waiter = None
        coro = self._coro
        loop.current = self
        try:
            result = coro.send(None) if exc is None else coro.throw(exc)
        except StopIteration as e:
            if self._must_cancel:
                self._must_cancel = False
                super().cancel(self._cancel_message)
            else:
                self.set_result(e.value)
        except CancelledError as e:
            self._cancelled_exc = e
            super().cancel()
        except (KeyboardInterrupt, SystemExit):
            raise
        except BaseException as e:
            if loop.stopping(e):
                raise
            self.set_exception(e)
        else:
            self._yielded(loop, result)
        finally:
            loop.current = None

    def _yielded(self, loop: Loop, result: Any) -> None:
        """What the coroutine yielded: a future to wait on, or a bare yield (sleep(0))."""
        if isinstance(result, Future):
            if result is self:
                loop.call_soon(self._step, RuntimeError(f"Task cannot await on itself: {self!r}"))
                return
            result.add_done_callback(self._wakeup)
            self._waiter = result
            if self._must_cancel and result.cancel(self._cancel_message):
                self._must_cancel = False
        elif result is None:
            loop.call_soon(self._step, None)  # a bare yield: sleep(0)
        else:
            loop.call_soon(self._step, RuntimeError(f"Task got bad yield: {result!r}"))

    def _wakeup(self, fut: Future) -> None:
        try:
            fut.result()
        except BaseException as e:  # noqa: BLE001 - thrown into the coroutine
            self._step(e)
        else:
            self._step(None)


class _GatheringFuture(Future):
    __slots__ = ("_cancel_requested", "_children")

    def __init__(self, loop: Loop, children: list[Future]) -> None:
        super().__init__(loop)
        self._children = children
        self._cancel_requested = False

    def cancel(self, msg: Any = None) -> bool:
        if self.done() or self._cancel_requested:
            return False  # (also breaks a cycle: a child awaiting this very gather)
        self._cancel_requested = True
        ret = False
        for child in self._children:
            if child.cancel(msg):
                ret = True
        self._cancel_requested = ret
        return ret


class _Sleep0:
    """The awaitable of ``asyncio.sleep(0)``: one bare yield back to the loop."""

    __slots__ = ("_result",)

    def __init__(self, result: Any) -> None:
        self._result = result

    def __await__(self) -> Generator[None, None, Any]:
        yield None
        return self._result


_TIMER_FUEL = 4  # a timer (sleep, wait_for, timeout) costs a few ticks: a heap entry and its callback


class TimerHandle:
    """A callback due at a virtual time (asyncio's TimerHandle): ``cancel`` drops it."""

    __slots__ = ("_arg", "_fn", "_loop", "cancelled", "when")

    def __init__(self, loop: Loop | None, when: int, fn: Callable[[Any], None], arg: Any) -> None:
        self._loop = loop
        self.when = when
        self._fn = fn
        self._arg = arg
        self.cancelled = False

    def cancel(self) -> None:
        if not self.cancelled:
            self.cancelled = True
            if self._loop is not None:
                self._loop.timer_cancelled()

    def _run(self, _: Any) -> None:
        if not self.cancelled:  # cancelled after it became due, in the same pass
            self._loop = None
            self._fn(self._arg)


_NEVER = TimerHandle(None, 0, lambda _: None, None)  # a timer at +inf: never due
_NEVER.cancelled = True


def as_delay(delay: Any) -> int | None:
    """A delay in seconds as whole virtual nanoseconds, None for +inf (never due).

    CPython adds the delay to the loop's float clock, so the delay is first made a float
    (an int or Fraction too large for one raises CPython's OverflowError); then it is
    rounded to the nanosecond, the resolution of CPython's monotonic clock. So
    ``0.1 * 3`` and ``0.1 + 0.2`` seconds both end at 300000000 ns: timers CPython sees
    due at the same nominal time (its order then depends only on how late each chain of
    wake-ups ran, and a timer created later falls due later) tie here and run in creation
    order. NaN is due at once (as in CPython's timer heap), -inf too."""
    if type(delay) not in (bool, int, float, Fraction):
        raise TypeError(f"unsupported operand type(s) for +: 'float' and '{type(delay).__name__}'")
    d = float(delay)
    if d != d:
        return 0
    if math.isinf(d):
        return None if d > 0 else 0
    ns = d * 1e9
    return int(d) * 1_000_000_000 if math.isinf(ns) else round(ns)


class Loop:
    """One ``asyncio.run``: ready callbacks, a virtual clock, tasks and awaited calls.

    The clock counts whole nanoseconds (see as_delay) and is never read from the host:
    it moves only when no callback is ready and no binding call is pending, straight to
    the earliest timer. Each pass first moves the timers that are due to the end of the
    ready queue (in deadline, then creation, order), as CPython's ``_run_once`` does."""

    def __init__(self, state: RunState) -> None:
        self.state = state
        self.meter = state.meter
        self.ready: deque[tuple[Callable[[Any], None], Any]] = deque()
        self.timers: list[tuple[int, int, TimerHandle]] = []
        self.now = 0
        self.seq = 0
        self.tasks: list[Task] = []
        self.calls: list[PendingCall] = []
        self.current: Task | None = None
        self.cancelled_timers = 0
        self.deadlocked = False
        self.closed = False
        # Async generators first iterated on this loop and still alive, in that order
        # (CPython keeps a WeakSet; see shutdown_asyncgens for the one difference).
        self.asyncgens: dict[int, weakref.ref[Any]] = {}
        self.asyncgen_seq = 0

    def timer_cancelled(self) -> None:
        """A timer in the heap was cancelled: when they are most of it, rebuild it without
        them (CPython's rule), so cancelled timeouts do not pile up."""
        self.cancelled_timers += 1
        timers = self.timers
        if self.cancelled_timers > 64 and 2 * self.cancelled_timers > len(timers):
            live = [t for t in timers if not t[2].cancelled]
            heapq.heapify(live)
            timers[:] = live
            self.cancelled_timers = 0

    def call_soon(self, fn: Callable[[Any], None], arg: Any) -> None:
        self.ready.append((fn, arg))

    def stopping(self, exc: BaseException) -> bool:
        """True for the run's own stop signal (a limit or a suspension): never the guest's."""
        return self.meter.tripped is not None

    def call_at(self, when: int | None, fn: Callable[[Any], None], arg: Any) -> TimerHandle:
        """A timer at virtual time ``when`` (None: never). Cancelled timers are dropped
        when they reach the head of the heap, or all at once when they are the majority."""
        if when is None:
            return _NEVER
        self.meter.charge(_TIMER_FUEL)
        self.seq += 1
        handle = TimerHandle(self, when, fn, arg)
        heapq.heappush(self.timers, (when, self.seq, handle))
        return handle

    def call_later(self, delay: int | None, fn: Callable[[Any], None], arg: Any) -> TimerHandle:
        return self.call_at(None if delay is None else self.now + delay, fn, arg)

    def run_until_complete(self, main: Future) -> Any:
        """Like asyncio's: main's completion stops the loop through a done callback, so
        the pass in which that callback runs is finished first (as in CPython)."""
        stopping = False

        def stop(_: Future) -> None:
            nonlocal stopping
            stopping = True

        main.add_done_callback(stop)
        while not stopping:
            self.run_once()
        return main.result()

    def run_once(self) -> None:
        ready = self.ready
        timers = self.timers
        while timers and timers[0][2].cancelled:
            heapq.heappop(timers)
            self.cancelled_timers -= 1
        if not ready:
            calls = [c for c in self.calls if not c.done() and c._callbacks]
            if calls:
                self.calls = [c for c in self.calls if not c.done() and not c._callbacks]
                self.state.resolve_calls(calls)
                return
            if not timers:
                self.deadlocked = True
                raise RuntimeError("asyncio: every task is waiting and nothing can wake them (deadlock)")
            self.now = max(self.now, timers[0][0])  # nothing to do until then: no waiting
        while timers and timers[0][0] <= self.now:
            handle = heapq.heappop(timers)[2]
            if handle.cancelled:
                self.cancelled_timers -= 1
            else:
                handle._loop = None  # out of the heap: a cancel now only stops the run
                ready.append((handle._run, None))
        for _ in range(len(ready)):  # like asyncio: what was ready when the pass began
            fn, arg = ready.popleft()
            fn(arg)

    # -- async generators: CPython's loop hooks (asyncio.base_events), on this loop -----
    def asyncgen_firstiter(self, agen: Any) -> None:
        """sys asyncgen hook ``firstiter`` while this loop runs: remember ``agen`` (weakly).
        Only the guest's own: host code a binding runs meanwhile is not the loop's."""
        if not _guest_asyncgen(agen):
            return
        self.asyncgen_seq += 1
        key = self.asyncgen_seq
        gens = self.asyncgens

        def gone(_: Any) -> None:
            gens.pop(key, None)

        gens[key] = weakref.ref(agen, gone)

    def asyncgen_finalizer(self, agen: Any) -> None:
        """sys asyncgen hook ``finalizer``: an async generator of this loop was dropped
        while suspended. As CPython: ``aclose()`` now, in a task created by a callback
        (``call_soon_threadsafe(create_task, agen.aclose())``); after the loop closed,
        nothing (the generator's frame is cleared without running guest code)."""
        if self.closed or not _guest_asyncgen(agen):
            return
        self.call_soon(self._create_task, AgenAThrow(agen.aclose))

    def _create_task(self, coro: Any) -> None:
        Task(self, coro)

    def shutdown_asyncgens(self) -> None:
        """The rest of asyncio.run's ending, after the pending tasks were cancelled:
        ``loop.shutdown_asyncgens()`` (``aclose()`` every async generator still alive,
        concurrently, in a task) then ``shutdown_default_executor()`` (nothing to shut
        down here, but, as in CPython, a task whose loop pass also runs what is still
        ready). CPython iterates a WeakSet (an order that depends on memory addresses);
        here the generators close in the order they were first iterated. An error while
        closing one is not reported (CPython logs it to stderr through the loop's
        exception handler)."""
        if self.deadlocked:
            return
        gens = [g for g in (r() for r in self.asyncgens.values()) if g is not None]
        self.asyncgens.clear()

        async def shutdown() -> None:
            if gens:
                await gather_in(self, [AgenAThrow(g.aclose) for g in gens], return_exceptions=True)

        async def shutdown_default_executor() -> None:
            return None

        self.run_until_complete(Task(self, shutdown()))
        self.run_until_complete(Task(self, shutdown_default_executor()))

    def cancel_rest(self) -> None:
        """asyncio.run's ending: cancel the tasks still pending and let them finish."""
        rest = [t for t in self.tasks if not t.done()]
        if not rest or self.deadlocked:
            return
        for t in rest:
            t.cancel()
        self.run_until_complete(gather_in(self, rest, return_exceptions=True))


# ----------------------------------------------------------------- the facade ----------


def _ensure_future(loop: Loop, arg: Any) -> Future:
    if isinstance(arg, Future):
        return arg
    if type(arg) in _TASK_COROS:
        return Task(loop, arg)
    raise TypeError("An asyncio.Future, a coroutine or an awaitable is required")


def gather_in(loop: Loop, aws: Iterable[Any], return_exceptions: bool = False) -> Future:
    aws = tuple(aws)
    if not aws:
        outer = Future(loop)
        outer.set_result([])
        return outer
    arg_to_fut: dict[Any, Future] = {}
    children: list[Future] = []
    for arg in aws:
        if arg not in arg_to_fut:
            fut = _ensure_future(loop, arg)
            arg_to_fut[arg] = fut
        else:
            fut = arg_to_fut[arg]
        children.append(fut)
    nfuts = len(arg_to_fut)
    nfinished = 0
    outer = _GatheringFuture(loop, children)

    def done_callback(fut: Future) -> None:
        nonlocal nfinished
        nfinished += 1
        if outer.done():
            return
        if not return_exceptions:
            if fut.cancelled():
                outer.set_exception(fut._make_cancelled_error())
                return
            exc = fut.exception()
            if exc is not None:
                outer.set_exception(exc)
                return
        if nfinished == nfuts:
            results: list[Any] = []
            for f in children:
                if f.cancelled():
                    results.append(CancelledError("" if f._cancel_message is None else f._cancel_message))
                else:
                    results.append(f.exception() or f.result())
            if outer._cancel_requested:
                outer.set_exception(children[-1]._make_cancelled_error())
            else:
                outer.set_result(results)

    for fut in arg_to_fut.values():
        fut.add_done_callback(done_callback)
    return outer


def _running_loop() -> Loop:
    loop = context.current().loop
    if loop is None:
        raise RuntimeError("no running event loop")
    return loop


def gather(*aws: Any, return_exceptions: bool = False) -> Future:
    """asyncio.gather: run coroutines concurrently; results in argument order."""
    return gather_in(_running_loop(), aws, return_exceptions)


def _set_result_unless_cancelled(fut: Future) -> None:
    if not fut.cancelled():
        fut.set_result(None)


async def _sleep(delay: Any, result: Any = None) -> Any:
    if delay <= 0:
        await _Sleep0(None)
        return result
    if delay != delay and sys.version_info >= (3, 13):
        raise ValueError("Invalid delay: NaN (not a number)")
    loop = _running_loop()
    fut = Future(loop)
    handle = loop.call_later(as_delay(delay), _set_result_unless_cancelled, fut)
    try:
        await fut
    finally:
        handle.cancel()
    return result


def sleep(delay: float, result: Any = None) -> Any:
    """asyncio.sleep on the virtual clock: yields to the other tasks, never waits on the
    host. A coroutine, as in CPython (registered, so one never awaited stays quiet)."""
    return _registered(_sleep(delay, result))


def run_coroutine(coro: Any) -> Any:
    """asyncio.run: drive ``coro`` on a fresh loop of this run; cancel what is left after."""
    if type(coro) not in _TASK_COROS:
        raise ValueError(f"a coroutine was expected, got {coro!r}")
    state = context.current()
    if state.loop is not None:
        if type(coro) is types.CoroutineType:
            coro.close()
        raise RuntimeError("asyncio.run() cannot be called from a running event loop")
    loop = state.loop = Loop(state)
    hooks = sys.get_asyncgen_hooks()
    sys.set_asyncgen_hooks(firstiter=loop.asyncgen_firstiter, finalizer=loop.asyncgen_finalizer)
    try:
        main = Task(loop, coro)
        try:
            return loop.run_until_complete(main)
        finally:
            if loop.meter.tripped is None:
                loop.cancel_rest()
            if loop.meter.tripped is None:
                loop.shutdown_asyncgens()
    finally:
        loop.closed = True  # an async generator finalised from now on runs nothing
        sys.set_asyncgen_hooks(*hooks)
        state.loop = None


def run(main: Any, *, debug: Any = None) -> Any:
    """asyncio.run(main): the guest's entry into its own event loop. Like CPython's new
    selector loop, it logs "Using selector: ..." at DEBUG on the "asyncio" logger (seen
    by a program that configured logging at DEBUG)."""
    if context.current().loop is None:
        from . import guest_logging

        guest_logging.getLogger("asyncio").debug("Using selector: %s", _SELECTOR_NAME)
    return run_coroutine(main)


_SELECTOR_NAME = selectors.DefaultSelector.__name__  # CPython's choice on this platform


def _registered(coro: Any) -> Any:
    """A coroutine made here for the guest, registered like the guest's own (one never
    awaited is closed quietly when the run ends)."""
    _register(context.current(), coro)
    return coro


def _register(state: RunState, coro: Any) -> None:
    """Remember a coroutine until it has started; the list is pruned of started ones as
    it grows, so a long-running loop does not keep every finished coroutine alive."""
    made = state.coroutines
    made.append(coro)
    if len(made) > state.coroutines_prune_at:
        made[:] = [c for c in made if inspect.getcoroutinestate(c) == inspect.CORO_CREATED]
        state.coroutines_prune_at = max(1024, 2 * len(made))


def create_task(coro: Any, *, name: Any = None) -> Task:
    """asyncio.create_task: schedule a guest coroutine on the running loop (as CPython:
    its first step runs after the tasks already ready)."""
    loop = _running_loop()
    if type(coro) not in _TASK_COROS:
        raise TypeError(f"a coroutine was expected, got {coro!r}")
    return Task(loop, coro)


def ensure_future(coro_or_future: Any, *, loop: Any = None) -> Future:
    """asyncio.ensure_future: a task (or future) returned as is, a coroutine scheduled as
    create_task schedules it."""
    if loop is not None:
        raise TypeError("asyncio.ensure_future(loop=...) is not available in Stockade: the loop is not reachable")
    if isinstance(coro_or_future, Future):
        return coro_or_future
    if type(coro_or_future) not in _TASK_COROS:
        raise TypeError("An asyncio.Future, a coroutine or an awaitable is required")
    return Task(_running_loop(), coro_or_future)


# ------------------------------------------------- timeouts, shield, wait, as_completed --
# Written after CPython's asyncio/tasks.py and timeouts.py (3.11's wait_for waits in a
# separate task; 3.12 and later run the awaitable in the caller's task under timeout()),
# on the virtual clock: no deadline or loop time is ever shown to the guest.


def _handed_over(exc: BaseException) -> BaseException:
    from . import chain  # (chain imports this module)

    return chain.hand_over(exc)


def _release_waiter(waiter: Future) -> None:
    if not waiter.done():
        waiter.set_result(None)


async def _cancel_and_wait(fut: Future) -> None:
    """Cancel ``fut`` and wait until it is done (without awaiting it directly)."""
    waiter = Future(_running_loop())

    def cb(_: Future) -> None:
        _release_waiter(waiter)

    fut.add_done_callback(cb)
    try:
        fut.cancel()
        await waiter
    finally:
        fut.remove_done_callback(cb)


async def _wait_for_311(fut: Any, timeout: Any) -> Any:
    loop = _running_loop()
    if timeout is None:
        return await await_guard(fut)
    if timeout <= 0:
        fut = _ensure_future(loop, fut)
        if fut.done():
            return fut.result()
        await _cancel_and_wait(fut)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from _handed_over(exc)
    waiter = Future(loop)
    timeout_handle = loop.call_later(as_delay(timeout), _release_waiter, waiter)

    def cb(_: Future) -> None:
        _release_waiter(waiter)

    fut = _ensure_future(loop, fut)
    fut.add_done_callback(cb)
    try:
        try:
            await waiter
        except CancelledError:
            if fut.done():
                return fut.result()
            fut.remove_done_callback(cb)
            await _cancel_and_wait(fut)
            raise
        if fut.done():
            return fut.result()
        fut.remove_done_callback(cb)
        await _cancel_and_wait(fut)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from _handed_over(exc)
    finally:
        timeout_handle.cancel()


async def _wait_for_312(fut: Any, timeout: Any) -> Any:
    if timeout is not None and timeout <= 0:
        fut = _ensure_future(_running_loop(), fut)
        if fut.done():
            return fut.result()
        await _cancel_and_wait(fut)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError from _handed_over(exc)
    async with _timeout(timeout):
        return await await_guard(fut)


def wait_for(fut: Any, timeout: Any) -> Any:
    """asyncio.wait_for on the virtual clock (the host Python's version of it)."""
    impl = _wait_for_311 if sys.version_info < (3, 12) else _wait_for_312
    return _registered(impl(fut, timeout))


_CREATED, _ENTERED, _EXPIRING, _EXPIRED, _EXITED = "created", "active", "expiring", "expired", "finished"


class Timeout:
    """asyncio.Timeout (what ``asyncio.timeout(delay)`` returns), as CPython writes it.

    Only ``expired()`` is readable by the guest: ``when()``, ``reschedule()`` and the
    repr's deadline would show the loop's clock."""

    __slots__ = ("_cancelling", "_handle", "_state", "_task", "_when")

    def __init__(self, when: int | None) -> None:
        self._state = _CREATED
        self._handle: TimerHandle | None = None
        self._task: Task | None = None
        self._cancelling = 0
        self._when = when

    def expired(self) -> bool:
        return self._state in (_EXPIRING, _EXPIRED)

    def __repr__(self) -> str:
        return f"<Timeout [{self._state}]>"

    async def __aenter__(self) -> Timeout:
        if self._state != _CREATED:
            raise RuntimeError("Timeout has already been entered")
        loop = _running_loop()
        task = loop.current
        if task is None:
            raise RuntimeError("Timeout should be used inside a task")
        self._state = _ENTERED
        self._task = task
        self._cancelling = task.cancelling()
        if self._when is not None:
            if self._when <= loop.now:
                handle = TimerHandle(None, loop.now, self._on_timeout, None)
                loop.call_soon(handle._run, None)
                self._handle = handle
            else:
                self._handle = loop.call_at(self._when, self._on_timeout, None)
        return self

    async def __aexit__(self, exc_type: Any, exc_val: Any, exc_tb: Any) -> None:
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        if self._state == _EXPIRING:
            self._state = _EXPIRED
            assert self._task is not None
            if sys.version_info < (3, 13):
                if self._task.uncancel() <= self._cancelling and exc_type is CancelledError:
                    raise TimeoutError from _handed_over(exc_val)
            elif self._task.uncancel() <= self._cancelling and exc_type is not None:
                if issubclass(exc_type, CancelledError):
                    raise TimeoutError from _handed_over(exc_val)
                if exc_val is not None:
                    _insert_timeout_error(exc_val)
                    if isinstance(exc_val, BaseExceptionGroup):
                        for exc in exc_val.exceptions:
                            _insert_timeout_error(exc)
        elif self._state == _ENTERED:
            self._state = _EXITED
        return None

    def _on_timeout(self, _: Any) -> None:
        assert self._task is not None
        self._task.cancel()
        self._state = _EXPIRING
        self._handle = None


def _insert_timeout_error(exc_val: BaseException) -> None:
    """3.13's Timeout: a TimeoutError put into the context chain above the CancelledError."""
    while exc_val.__context__ is not None:
        if isinstance(exc_val.__context__, CancelledError):
            te = _handed_over(TimeoutError())
            te.__context__ = te.__cause__ = exc_val.__context__
            exc_val.__context__ = te
            break
        exc_val = exc_val.__context__


def _timeout(delay: Any) -> Timeout:
    loop = _running_loop()
    if delay is None:
        return Timeout(None)
    d = as_delay(delay)
    return Timeout(None if d is None else loop.now + d)


def timeout(delay: Any) -> Timeout:
    """asyncio.timeout(delay): an async context manager turning the cancellation it
    causes at the deadline into TimeoutError (3.11+)."""
    return _timeout(delay)


def shield(arg: Any) -> Future:
    """asyncio.shield: the caller's cancellation does not reach ``arg``."""
    inner = _ensure_future(_running_loop(), arg)
    if inner.done():
        return inner
    loop = inner._loop
    assert loop is not None
    outer = Future(loop)

    def _inner_done_callback(inner: Future) -> None:
        if outer.cancelled():
            return
        if inner.cancelled():
            outer.cancel()
        else:
            exc = inner.exception()
            if exc is not None:
                outer.set_exception(exc)
            else:
                outer.set_result(inner.result())

    def _outer_done_callback(outer: Future) -> None:
        if not inner.done():
            inner.remove_done_callback(_inner_done_callback)

    inner.add_done_callback(_inner_done_callback)
    outer.add_done_callback(_outer_done_callback)
    return outer


FIRST_COMPLETED = "FIRST_COMPLETED"
FIRST_EXCEPTION = "FIRST_EXCEPTION"
ALL_COMPLETED = "ALL_COMPLETED"


async def _wait(fs: Any, timeout: Any, return_when: Any) -> tuple[set[Future], set[Future]]:
    if isinstance(fs, Future) or type(fs) is types.CoroutineType:
        raise TypeError(f"expect a list of futures, not {type(fs).__name__}")
    if not fs:
        raise ValueError("Set of Tasks/Futures is empty.")
    if return_when not in (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED):
        raise ValueError(f"Invalid return_when value: {return_when}")
    loop = _running_loop()
    given = list(dict.fromkeys(fs))  # set(fs), in a deterministic order
    if any(type(f) is types.CoroutineType or type(f) is PendingCall for f in given):  # (a call: a coroutine in CPython)
        raise TypeError("Passing coroutines is forbidden, use tasks explicitly.")
    futs = [_ensure_future(loop, f) for f in given]
    waiter = Future(loop)
    handle: TimerHandle | None = None
    if timeout is not None:
        handle = loop.call_later(as_delay(timeout), _release_waiter, waiter)
    counter = len(futs)

    def _on_completion(f: Future) -> None:
        nonlocal counter
        counter -= 1
        if (
            counter <= 0
            or return_when == FIRST_COMPLETED
            or (return_when == FIRST_EXCEPTION and not f.cancelled() and f.exception() is not None)
        ):
            if handle is not None:
                handle.cancel()
            if not waiter.done():
                waiter.set_result(None)

    for f in futs:
        f.add_done_callback(_on_completion)
    try:
        await waiter
    finally:
        if handle is not None:
            handle.cancel()
        for f in futs:
            f.remove_done_callback(_on_completion)
    done: set[Future] = set()
    pending: set[Future] = set()
    for f in futs:
        (done if f.done() else pending).add(f)
    return done, pending


def wait(fs: Any, *, timeout: Any = None, return_when: Any = ALL_COMPLETED) -> Any:
    """asyncio.wait: (done, pending) sets of the given tasks (never raises TimeoutError)."""
    return _registered(_wait(fs, timeout, return_when))


def as_completed(fs: Any, *, timeout: Any = None) -> Any:
    """asyncio.as_completed as a plain iterator of coroutines, each returning (or raising)
    the next result to complete; a TimeoutError from each one left at the deadline.

    CPython starts the tasks of the given coroutines in the order of ``set(fs)``
    (arbitrary); here in argument order, one of the orders CPython may take."""
    return _AsCompleted(fs, timeout)


class _AsCompleted:
    """What as_completed returns: ``len(set(fs))`` coroutines, one per ``next``, each
    returning (or raising) the next result to complete. On 3.13 also an async iterator
    of the futures themselves; before 3.13 a generator, so set up at the first ``next``."""

    __slots__ = ("_done", "_fs", "_left", "_timeout", "_timeout_handle", "_todo")

    def __init__(self, fs: Any, timeout: Any) -> None:
        self._fs = fs
        self._timeout = timeout
        self._left = -1
        self._done = Queue()
        self._todo: dict[Future, None] = {}  # (CPython's set: O(1) removal, here in order)
        self._timeout_handle: TimerHandle | None = None
        if sys.version_info >= (3, 13):
            self._setup()

    def _setup(self) -> None:
        fs = self._fs
        self._left = 0  # (a generator that raised is finished)
        if isinstance(fs, Future) or type(fs) is types.CoroutineType:
            if sys.version_info >= (3, 13):
                raise TypeError(f"expects an iterable of awaitables, not {type(fs).__name__}")
            raise TypeError(f"expect an iterable of futures, not {type(fs).__name__}")
        loop = _running_loop()
        self._todo = todo = {_ensure_future(loop, f): None for f in dict.fromkeys(fs)}
        self._fs = None
        for f in todo:
            f.add_done_callback(self._on_completion)
        if todo and self._timeout is not None:
            self._timeout_handle = loop.call_later(as_delay(self._timeout), self._on_timeout, None)
        self._left = len(todo)

    def _on_timeout(self, _: Any) -> None:
        for f in self._todo:
            f.remove_done_callback(self._on_completion)
            self._done.put_nowait(None)
        self._todo.clear()

    def _on_completion(self, f: Future) -> None:
        if not self._todo:
            return
        del self._todo[f]
        self._done.put_nowait(f)
        if not self._todo and self._timeout_handle is not None:
            self._timeout_handle.cancel()

    async def _wait_for_one(self, resolve: bool) -> Any:
        f = await self._done._get()
        if f is None:
            raise TimeoutError
        return f.result() if resolve else f

    def __iter__(self) -> _AsCompleted:
        return self

    def __next__(self) -> Any:
        if self._left < 0:
            self._setup()
        if not self._left:
            raise StopIteration
        self._left -= 1
        return _registered(self._wait_for_one(True))

    def __aiter__(self) -> _AsCompleted:
        return self

    async def __anext__(self) -> Any:
        if not self._left:
            raise StopAsyncIteration
        self._left -= 1
        return await self._wait_for_one(False)


# As CPython names the type: a generator before 3.13, whose `async for` is refused with
# "'async for' requires an object with __aiter__ method, got generator".
_AsCompleted.__name__ = _AsCompleted.__qualname__ = (
    "_AsCompletedIterator" if sys.version_info >= (3, 13) else "generator"
)


class Event:
    """asyncio.Event, as CPython writes it (waiters woken in order by ``set``)."""

    __slots__ = ("_value", "_waiters")

    def __init__(self) -> None:
        self._waiters: deque[Future] = deque()
        self._value = False

    def is_set(self) -> bool:
        return self._value

    def set(self) -> None:
        if not self._value:
            self._value = True
            for fut in self._waiters:
                if not fut.done():
                    fut.set_result(True)

    def clear(self) -> None:
        self._value = False

    async def _wait(self) -> bool:
        if self._value:
            return True
        fut = Future(_running_loop())
        self._waiters.append(fut)
        try:
            await fut
            return True
        finally:
            self._waiters.remove(fut)

    def wait(self) -> Any:
        return _registered(self._wait())


class Queue:
    """asyncio.Queue, as CPython writes it: FIFO, ``maxsize`` <= 0 means unbounded; the
    getters and putters that wait are woken in the order they began waiting."""

    __slots__ = ("_finished", "_getters", "_maxsize", "_putters", "_queue", "_unfinished_tasks")

    def __init__(self, maxsize: int = 0) -> None:
        self._maxsize = maxsize
        self._getters: deque[Future] = deque()
        self._putters: deque[Future] = deque()
        self._unfinished_tasks = 0
        self._finished = Event()
        self._finished.set()
        self._queue: deque[Any] = deque()

    @staticmethod
    def _wakeup_next(waiters: deque[Future]) -> None:
        while waiters:
            waiter = waiters.popleft()
            if not waiter.done():
                waiter.set_result(None)
                break

    def qsize(self) -> int:
        return len(self._queue)

    @property
    def maxsize(self) -> int:
        return self._maxsize

    def empty(self) -> bool:
        return not self._queue

    def full(self) -> bool:
        if self._maxsize <= 0:
            return False
        return self.qsize() >= self._maxsize

    async def _wait_while(self, blocked: Any, waiters: Any) -> None:
        """Wait in ``waiters`` until ``blocked()`` is false (CPython's put/get loop: a
        cancelled waiter passes its wake-up on to the next one)."""
        while blocked():
            waiter = Future(_running_loop())
            waiters.append(waiter)
            try:
                await waiter
            except BaseException:
                waiter.cancel()
                with contextlib.suppress(ValueError):
                    waiters.remove(waiter)
                if not blocked() and not waiter.cancelled():
                    self._wakeup_next(waiters)
                raise

    async def _put(self, item: Any) -> None:
        await self._wait_while(self.full, self._putters)
        return self.put_nowait(item)

    def put(self, item: Any) -> Any:
        return _registered(self._put(item))

    def _push(self, item: Any) -> None:
        self._queue.append(item)

    def _pop(self) -> Any:
        return self._queue.popleft()

    def put_nowait(self, item: Any) -> None:
        if self.full():
            raise QueueFull
        self._push(item)
        self._unfinished_tasks += 1
        self._finished.clear()
        self._wakeup_next(self._getters)

    async def _get(self) -> Any:
        await self._wait_while(self.empty, self._getters)
        return self.get_nowait()

    def get(self) -> Any:
        return _registered(self._get())

    def get_nowait(self) -> Any:
        if self.empty():
            raise QueueEmpty
        item = self._pop()
        self._wakeup_next(self._putters)
        return item

    def task_done(self) -> None:
        if self._unfinished_tasks <= 0:
            raise ValueError("task_done() called too many times")
        self._unfinished_tasks -= 1
        if self._unfinished_tasks == 0:
            self._finished.set()

    async def _join(self) -> None:
        if self._unfinished_tasks > 0:
            await self._finished.wait()

    def join(self) -> Any:
        return _registered(self._join())


class PriorityQueue(Queue):
    """asyncio.PriorityQueue: CPython's heap (heapq on a list), lowest entry first; the
    entries' comparisons are the guest's own (``(priority, item)`` tuples)."""

    __slots__ = ()

    def __init__(self, maxsize: int = 0) -> None:
        super().__init__(maxsize)
        self._queue = []  # type: ignore[assignment]

    def _push(self, item: Any) -> None:
        heapq.heappush(self._queue, item)  # type: ignore[arg-type]

    def _pop(self) -> Any:
        return heapq.heappop(self._queue)  # type: ignore[arg-type]


class LifoQueue(Queue):
    """asyncio.LifoQueue: the most recently put entry first."""

    __slots__ = ()

    def __init__(self, maxsize: int = 0) -> None:
        super().__init__(maxsize)
        self._queue = []  # type: ignore[assignment]

    def _pop(self) -> Any:
        return self._queue.pop()


class _LoopBound:
    """CPython's _LoopBoundMixin: bound to the loop it first waits on; refuses another."""

    __slots__ = ("_loop",)

    def __init__(self) -> None:
        self._loop: Loop | None = None

    def _get_loop(self) -> Loop:
        loop = _running_loop()
        if self._loop is None:
            self._loop = loop
        if loop is not self._loop:
            raise RuntimeError(f"{self!r} is bound to a different event loop")
        return loop


class _ContextManagerMixin:
    """``async with lock:`` (CPython's _ContextManagerMixin: the target is None)."""

    __slots__ = ()

    async def __aenter__(self) -> None:
        await self.acquire()  # type: ignore[attr-defined]
        return None

    async def __aexit__(self, exc_type: Any, exc: Any, tb: Any) -> None:
        self.release()  # type: ignore[attr-defined]


class Lock(_ContextManagerMixin, _LoopBound):
    """asyncio.Lock, as CPython writes it: waiters acquire in FIFO order."""

    __slots__ = ("_locked", "_waiters")

    def __init__(self) -> None:
        super().__init__()
        self._waiters: deque[Future] | None = None
        self._locked = False

    def __repr__(self) -> str:
        extra = "locked" if self._locked else "unlocked"
        if self._waiters:
            extra = f"{extra}, waiters:{len(self._waiters)}"
        return f"<{object.__repr__(self)[1:-1]} [{extra}]>"

    def locked(self) -> bool:
        return self._locked

    async def _acquire(self) -> bool:
        if not self._locked and (self._waiters is None or all(w.cancelled() for w in self._waiters)):
            self._locked = True
            return True
        if self._waiters is None:
            self._waiters = deque()
        fut = Future(self._get_loop())
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if not self._locked:
                self._wake_up_first()
            raise
        self._locked = True
        return True

    def acquire(self) -> Any:
        return _registered(self._acquire())

    def release(self) -> None:
        if self._locked:
            self._locked = False
            self._wake_up_first()
        else:
            raise RuntimeError("Lock is not acquired.")

    def _wake_up_first(self) -> None:
        if not self._waiters:
            return
        fut = next(iter(self._waiters))
        if not fut.done():
            fut.set_result(True)


class Semaphore(_ContextManagerMixin, _LoopBound):
    """asyncio.Semaphore, as CPython writes it (3.11's or 3.12's wake-up rule, per host)."""

    __slots__ = ("_value", "_waiters")

    def __init__(self, value: int = 1) -> None:
        if value < 0:
            raise ValueError("Semaphore initial value must be >= 0")
        super().__init__()
        self._waiters: deque[Future] | None = None
        self._value = value

    def __repr__(self) -> str:
        extra = "locked" if self.locked() else f"unlocked, value:{self._value}"
        if self._waiters:
            extra = f"{extra}, waiters:{len(self._waiters)}"
        return f"<{object.__repr__(self)[1:-1]} [{extra}]>"

    def locked(self) -> bool:
        return self._value == 0 or any(not w.cancelled() for w in (self._waiters or ()))

    async def _acquire(self) -> bool:
        if not self.locked():
            self._value -= 1
            return True
        if self._waiters is None:
            self._waiters = deque()
        fut = Future(self._get_loop())
        self._waiters.append(fut)
        if sys.version_info < (3, 12):
            try:
                try:
                    await fut
                finally:
                    self._waiters.remove(fut)
            except CancelledError:
                if not fut.cancelled():
                    self._value += 1
                    self._wake_up_next()
                raise
            if self._value > 0:
                self._wake_up_next()
            return True
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if fut.done() and not fut.cancelled():
                self._value += 1
            raise
        finally:
            while self._value > 0:
                if not self._wake_up_next():
                    break
        return True

    def acquire(self) -> Any:
        return _registered(self._acquire())

    def release(self) -> None:
        self._value += 1
        self._wake_up_next()

    def _wake_up_next(self) -> bool:
        if not self._waiters:
            return False
        for fut in self._waiters:
            if not fut.done():
                self._value -= 1
                fut.set_result(True)
                return True
        return False


class BoundedSemaphore(Semaphore):
    """asyncio.BoundedSemaphore: release() above the initial value raises ValueError."""

    __slots__ = ("_bound_value",)

    def __init__(self, value: int = 1) -> None:
        self._bound_value = value
        super().__init__(value)

    def release(self) -> None:
        if self._value >= self._bound_value:
            raise ValueError("BoundedSemaphore released too many times")
        super().release()


for _lock in (Lock, Semaphore, BoundedSemaphore, Event):
    _lock.__module__ = "asyncio.locks"
for _queue in (Queue, PriorityQueue, LifoQueue):
    _queue.__module__ = "asyncio.queues"  # as CPython prints them (asyncio.queues.Queue[int])
    # Queue[int] in an annotation: a types.GenericAlias of this class, as in CPython
    type.__setattr__(_queue, "__class_getitem__", classmethod(types.GenericAlias))


# ------------------------------------------------ async with / async for of guest code --


_NO_DEFAULT: Any = object()


class AsyncGeneratorContextManager(contextlib._AsyncGeneratorContextManager):  # type: ignore[type-arg]
    """What a guest ``@contextlib.asynccontextmanager`` function returns: CPython's own
    class (its ``__aenter__``/``__aexit__`` drive the guest's async generator with
    ``anext``/``athrow``, as in CPython), except that used as a decorator (``@cm()``)
    the coroutines the decorated function makes are registered like the guest's own."""

    def __call__(self, func: Any) -> Any:
        return coroutine_maker(super().__call__(func))


AsyncGeneratorContextManager.__name__ = AsyncGeneratorContextManager.__qualname__ = "_AsyncGeneratorContextManager"
AsyncGeneratorContextManager.__module__ = "contextlib"


def asynccontextmanager(func: Any) -> Any:
    """The guest's ``contextlib.asynccontextmanager`` (CPython's, with the class above)."""

    @functools.wraps(func)
    def helper(*args: Any, **kwds: Any) -> Any:
        return AsyncGeneratorContextManager(func, args, kwds)

    return helper


asynccontextmanager.__module__ = "contextlib"


def _guest_or_own(t: type) -> bool:
    """Types whose async protocol methods the wrappers call: guest classes and the locks here."""
    return t in _OWN_ASYNC_MANAGERS or classes.is_guest_class(t)


def _checked_awaitable(obj: Any, what: str) -> Any:
    if type(obj) in AWAITABLE_TYPES:
        return obj
    raise TypeError(f"{what}: {type(obj).__name__}")


class GuestAsyncWith:
    """The manager of every guest ``async with`` (``__sk_awith(__sk_F, mgr)``).

    Looks up ``__aenter__``/``__aexit__`` on the manager's type as CPython does, with
    CPython's errors; admits only guest classes and the locks here, and only awaitables
    the guest may await (await_guard's set); like classes.GuestWith, never runs
    ``__aexit__`` while a limit is in flight and re-raises a limit that tripped while it
    ran, so a manager whose ``__aexit__`` returns True cannot swallow it.
    """

    __slots__ = ("_aenter", "_aexit", "_meter")

    def __init__(self, meter: Any, mgr: Any) -> None:
        t = type(mgr)
        own = _guest_or_own(t)
        enter = classes._special(t, "__aenter__") if own else None
        exit_ = classes._special(t, "__aexit__") if own else None
        if enter is None:
            raise TypeError(f"'{t.__name__}' object does not support the asynchronous context manager protocol")
        if exit_ is None:
            raise TypeError(
                f"'{t.__name__}' object does not support the asynchronous context manager protocol "
                "(missed __aexit__ method)"
            )
        self._meter = meter
        self._aenter = classes._bind(enter, mgr)
        self._aexit = classes._bind(exit_, mgr)

    def __aenter__(self) -> Any:
        return _checked_awaitable(
            self._aenter(), "'async with' received an object from __aenter__ that does not implement __await__"
        )

    async def __aexit__(self, et: Any, ev: Any, tb: Any) -> Any:
        meter = self._meter
        if not classes.may_exit(meter, et):
            return False
        aw = _checked_awaitable(
            self._aexit(et, ev, tb), "'async with' received an object from __aexit__ that does not implement __await__"
        )
        result = await aw
        meter.check()
        return result


class GuestAsyncIter:
    """The iterator of every guest ``async for`` and async comprehension
    (``__sk_aiter(__sk_F, it)``): ``__aiter__``/``__anext__`` looked up on guest classes
    as CPython does, with CPython's errors; a tick before each ``__anext__`` (as a for
    loop ticks before each item), and only awaitables the guest may await."""

    __slots__ = ("_anext", "_meter")

    def __init__(self, meter: Any, obj: Any) -> None:
        it = _aiter_of(obj, "'async for' requires an object with __aiter__ method, got {}")
        anext = _anext_of(it)
        if anext is None:
            raise TypeError(
                "'async for' received an object from __aiter__ that does not implement __anext__: "
                f"{type(it).__name__}"
            )
        self._meter = meter
        self._anext = anext

    def __aiter__(self) -> GuestAsyncIter:
        return self

    def __anext__(self) -> Any:
        next(self._meter)
        return _checked_awaitable(self._anext(), "'async for' received an invalid object from __anext__")


def _own_async_iterator(t: type) -> bool:
    """Types whose ``__aiter__``/``__anext__`` the guest may drive: its own classes, its
    async generators, and what ``asyncio.as_completed`` returns on 3.13 (where CPython
    made it an async iterator)."""
    return t is ASYNC_GENERATOR or classes.is_guest_class(t) or (t is _AsCompleted and sys.version_info >= (3, 13))


def _aiter_of(obj: Any, error: str) -> Any:
    """``type(obj).__aiter__(obj)`` for the admitted types; else ``TypeError(error)``."""
    t = type(obj)
    aiter = classes._special(t, "__aiter__") if _own_async_iterator(t) else None
    if aiter is None:
        raise TypeError(error.format(t.__name__))
    return classes._bind(aiter, obj)()


def _anext_of(it: Any) -> Any:
    """The bound ``__anext__`` of an admitted async iterator, or None."""
    t = type(it)
    anext = classes._special(t, "__anext__") if _own_async_iterator(t) else None
    return None if anext is None else classes._bind(anext, it)


def guest_aiter(obj: Any, /) -> Any:
    """The guest's ``aiter(x)``: CPython's, for the async iterables a guest can hold."""
    it = _aiter_of(obj, "'{}' object is not an async iterable")
    if _anext_of(it) is None:
        raise TypeError(f"aiter() returned not an async iterator of type '{type(it).__name__}'")
    return it


async def _anext_or_default(awaitable: Any, default: Any) -> Any:
    try:
        return await awaitable
    except StopAsyncIteration:
        return default


def guest_anext(it: Any, default: Any = _NO_DEFAULT, /) -> Any:
    """The guest's ``anext(it[, default])``: ``it.__anext__()`` called now, as CPython
    does; with a default, an awaitable that gives the default instead of raising
    StopAsyncIteration (CPython's is an ``anext_awaitable``; this one is a coroutine,
    registered like the guest's own, so one never awaited stays quiet)."""
    anext = _anext_of(it)
    if anext is None:
        raise TypeError(f"'{type(it).__name__}' object is not an async iterator")
    awaitable = AgenASend(anext) if type(it) is ASYNC_GENERATOR else anext()
    if default is _NO_DEFAULT:
        return awaitable
    return _registered(_anext_or_default(await_guard(awaitable), default))


def async_with(meter: Any, mgr: Any) -> GuestAsyncWith:
    """The hook ``__sk_awith``."""
    return GuestAsyncWith(meter, mgr)


def async_iter(meter: Any, obj: Any) -> GuestAsyncIter:
    """The hook ``__sk_aiter``."""
    return GuestAsyncIter(meter, obj)


for _fn in (wait_for, timeout, shield, wait, as_completed):
    _fn.__qualname__ = _fn.__name__
gather.__qualname__ = "gather"
sleep.__qualname__ = "sleep"
run.__qualname__ = "run"
create_task.__qualname__ = "create_task"
ensure_future.__qualname__ = "ensure_future"

ASYNCIO: dict[str, Any] = {
    "run": run,
    "gather": gather,
    "sleep": sleep,
    "create_task": create_task,
    "Queue": Queue,
    "PriorityQueue": PriorityQueue,
    "LifoQueue": LifoQueue,
    "ensure_future": ensure_future,
    "Event": Event,
    "Lock": Lock,
    "Semaphore": Semaphore,
    "BoundedSemaphore": BoundedSemaphore,
    "CancelledError": CancelledError,
    "InvalidStateError": InvalidStateError,
    "QueueEmpty": QueueEmpty,
    "QueueFull": QueueFull,
    "wait_for": wait_for,
    "timeout": timeout,
    "shield": shield,
    "wait": wait,
    "as_completed": as_completed,
    "TimeoutError": TimeoutError,  # builtins.TimeoutError on 3.11+, as in CPython
    "FIRST_COMPLETED": FIRST_COMPLETED,
    "FIRST_EXCEPTION": FIRST_EXCEPTION,
    "ALL_COMPLETED": ALL_COMPLETED,
}

# Refused on purpose (the verifier reports the hint): each would read or set the loop's
# clock, or hand out the loop.
REFUSED = {
    "timeout_at": "it takes a deadline on the loop's clock, which a program cannot read; use asyncio.timeout(delay)",
    "get_event_loop": "the loop is not reachable; use asyncio.create_task, asyncio.sleep, asyncio.wait_for",
    "get_running_loop": "the loop (and its clock, loop.time()) is not reachable; use asyncio.create_task, "
    "asyncio.sleep, asyncio.wait_for",
    "new_event_loop": "a program has one loop: asyncio.run(main())",
    "Future": "futures are made by the scheduler; use asyncio.create_task or asyncio.Event",
    "Task": "use asyncio.create_task(coro)",
    "current_task": "pass what a task needs as arguments",
    "all_tasks": "keep the tasks you create in a list",
    "Condition": "use asyncio.Event or asyncio.Queue",
    "TaskGroup": "use asyncio.gather (or create_task and await each task)",
    "to_thread": "there are no threads; call the function directly",
    "run_coroutine_threadsafe": "there are no threads; await the coroutine",
    # (attributes of the Timeout that asyncio.timeout() returns)
    "when": "Timeout.when() would show the loop's clock; t.expired() says whether it fired",
    "reschedule": "Timeout.reschedule() takes a deadline on the loop's clock; nest another asyncio.timeout(delay)",
}

# What the guest may read on these objects (guards.TYPE_ATTRS); the loop's own protocol
# (add_done_callback, set_result, _step, ...) is never listed.
TASK_ATTRS = frozenset({"cancel", "cancelled", "done", "exception", "result"})
TIMEOUT_ATTRS = frozenset({"expired"})
QUEUE_ATTRS = frozenset(
    {"empty", "full", "get", "get_nowait", "join", "maxsize", "put", "put_nowait", "qsize", "task_done"}
)
EVENT_ATTRS = frozenset({"clear", "is_set", "set", "wait"})
LOCK_ATTRS = frozenset({"acquire", "locked", "release"})

_OWN_ASYNC_MANAGERS: frozenset[type] = frozenset(
    {Lock, Semaphore, BoundedSemaphore, Timeout, AsyncGeneratorContextManager, contextlib.aclosing}
)

AWAITABLE_TYPES: frozenset[type] = frozenset(
    {types.CoroutineType, Future, PendingCall, Task, _GatheringFuture, ASEND, ATHROW, AgenASend, AgenAThrow}
)


def await_guard(obj: Any) -> Any:
    """``await x`` -> ``await __sk_aw(x)``: only guest coroutines and our own awaitables."""
    if type(obj) in AWAITABLE_TYPES:
        return obj
    raise TypeError(f"object {type(obj).__name__} can't be used in 'await' expression")


def coroutine_maker(fn: Callable[..., Any]) -> Callable[..., Any]:
    """The innermost decorator of every guest ``async def``: register each coroutine it
    makes, so one never awaited is closed when the run ends (no 'never awaited'
    RuntimeWarning reaches the host's warnings machinery)."""
    state = context.current()

    def make(*args: Any, **kwargs: Any) -> Any:
        coro = fn(*args, **kwargs)
        _register(state, coro)
        return coro

    make.__name__ = fn.__name__
    make.__qualname__ = fn.__qualname__
    return make


def close_unstarted(coros: list[Any]) -> None:
    """Close the coroutines of a run that never started (no guest code runs)."""
    for c in coros:
        if inspect.getcoroutinestate(c) == inspect.CORO_CREATED:
            c.close()
    coros.clear()
