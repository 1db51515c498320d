"""run_async: a run awaited from the host's event loop.

The guest runs on a worker thread of its own, never on the loop's thread, so the loop
stays responsive however long the guest computes. Async binding exports are awaited on
the host's loop (a guest ``asyncio.gather`` of them runs them concurrently there); sync
exports run on the worker thread.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ._bindings import check_instances
from ._limits import Limits, Result
from ._program import Program
from ._run import _inputs_to_guest, checked_call, execute
from ._runtime.host import HostCalls
from ._runtime.state import RunState

if TYPE_CHECKING:
    import asyncio

__all__ = ["run_async"]


async def run_async(
    program: Program,
    entry: str | None = None,
    args: Sequence[Any] = (),
    kwargs: Mapping[str, Any] | None = None,
    *,
    bindings: Mapping[str, Any] | None = None,
    limits: Limits | None = None,
    inputs: Mapping[str, Any] | None = None,
) -> Result:
    """:func:`stockade.run`, awaited: the guest runs on a worker thread; exports that are
    ``async def`` are awaited on the calling loop. Cancelling the awaiting task stops the
    guest at its next tick (as a wall-limit stop) and re-raises the cancellation."""
    limits = checked_call("run_async", program, entry, limits)
    import asyncio  # a host that awaits already has it; others never pay for the import

    instances = check_instances(program.manifest, bindings)
    gargs, gkwargs, ginputs = _inputs_to_guest(program, args, kwargs, inputs, limits)
    loop = asyncio.get_running_loop()
    done: asyncio.Future[Result] = loop.create_future()
    states: list[RunState] = []

    def settle(ok: bool, value: Any) -> None:
        if done.cancelled():
            return
        if ok:
            done.set_result(value)
        else:
            done.set_exception(value)

    def work() -> None:
        outcome: tuple[bool, Any]
        try:
            state = RunState(program, limits, instances, host=HostCalls(loop))
            states.append(state)
            outcome = True, execute(state, entry, gargs, gkwargs, ginputs)
        except BaseException as e:  # noqa: BLE001 - handed to the awaiting task
            outcome = False, e
        try:
            loop.call_soon_threadsafe(settle, *outcome)
        except RuntimeError:
            pass  # the loop closed meanwhile (the awaiting task was cancelled): nobody waits

    threading.Thread(target=work, name="stockade-run", daemon=True).start()
    try:
        return await asyncio.shield(done)
    except asyncio.CancelledError:
        for state in states:
            state.meter.mark("wall")  # the guest stops at its next tick
        raise
