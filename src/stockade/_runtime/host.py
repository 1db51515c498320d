"""How binding methods run on the host: sync ones directly, async ones on an event loop.

Invariant: host code runs here, never guest code. With ``run_async`` the loop is the
host's own (the guest runs on a worker thread and waits for the loop); with ``run`` and
``start`` an async export is awaited on a private loop, in a helper thread when the
calling thread already runs a loop.
"""

from __future__ import annotations

import threading
from collections.abc import Awaitable, Callable, Sequence
from time import perf_counter
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    import asyncio

# asyncio is imported on first use: importing it costs a plain host a third of a second.

__all__ = ["HostCalls"]

T = TypeVar("T")

# (method, args, kwargs) of one call; its outcome: (ok, result or exception, seconds)
Thunk = tuple[Callable[..., Any], tuple[Any, ...], dict[str, Any]]
Outcome = tuple[bool, Any, float]


def _run_private(make: Callable[[], Awaitable[T]]) -> T:
    """Run on a fresh loop that is never made this thread's current loop (a host's own
    set-but-idle loop, or its signal handlers, are left alone)."""
    import asyncio

    loop = asyncio.new_event_loop()
    try:
        return loop.run_until_complete(_as_coro(make))
    finally:
        try:
            loop.run_until_complete(loop.shutdown_asyncgens())
        finally:
            loop.close()


def _in_private_loop(make: Callable[[], Awaitable[T]]) -> T:
    import asyncio

    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return _run_private(make)
    box: list[Any] = []

    def work() -> None:
        try:
            box.append((True, _run_private(make)))
        except BaseException as e:  # noqa: BLE001 - handed back to the caller's thread
            box.append((False, e))

    t = threading.Thread(target=work, name="stockade-host-call", daemon=True)
    t.start()
    t.join()
    ok, value = box[0]
    if not ok:
        raise value
    result: T = value
    return result


async def _as_coro(make: Callable[[], Awaitable[T]]) -> T:
    return await make()


async def _timed(method: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> Outcome:
    import asyncio

    t0 = perf_counter()
    try:
        result = method(*args, **kwargs)
        if asyncio.iscoroutine(result) or isinstance(result, asyncio.Future):
            result = await result
    except Exception as e:  # noqa: BLE001 - the caller sanitizes it for the guest
        return False, e, perf_counter() - t0
    return True, result, perf_counter() - t0


class HostCalls:
    """Runs host methods for one run; ``loop`` is the host's loop (run_async) or None."""

    def __init__(self, loop: asyncio.AbstractEventLoop | None) -> None:
        self.loop = loop

    def wait(self, make: Callable[[], Awaitable[T]]) -> T:
        """Run an awaitable to completion from the guest's thread."""
        if self.loop is not None:
            import asyncio

            return asyncio.run_coroutine_threadsafe(_as_coro(make), self.loop).result()
        return _in_private_loop(make)

    def blocking(self, method: Callable[..., Any]) -> Callable[..., Any]:
        """A sync stand-in for an async method (sync guest code calling an async export)."""

        def call(*args: Any, **kwargs: Any) -> Any:
            return self.wait(lambda: method(*args, **kwargs))

        return call

    def gather(self, thunks: Sequence[Thunk]) -> list[Outcome]:
        """Run a batch of calls concurrently (async ones interleave on the loop)."""

        async def all_of() -> list[Outcome]:
            import asyncio

            return list(await asyncio.gather(*(_timed(m, a, k) for m, a, k in thunks)))

        return self.wait(all_of)
