"""The guest's asyncio timers on the virtual clock: sleep(d > 0), wait_for, timeout(),
shield, wait and as_completed print what CPython's asyncio prints on this Python (3.11's
wait_for and 3.12+'s differ, and so do their interleavings), without waiting; reading
the loop's clock is refused at compile time with a hint."""

from __future__ import annotations

import asyncio
import contextlib
import io
import selectors
import time
import warnings
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import stockade


def cpython(source: str, loop_factory: Any = None) -> tuple[Any, str]:
    ns: dict[str, Any] = {"__name__": "__main__"}
    out = io.StringIO()
    with contextlib.redirect_stdout(out), warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        exec(source, ns)
        with asyncio.Runner(loop_factory=loop_factory) as runner:
            value = runner.run(ns["main"]())
    return value, out.getvalue()


def guest(source: str) -> tuple[Any, str]:
    result = stockade.run(stockade.compile(source), "main", [])
    return result.value, result.stdout


# Real asyncio waits for real: durations here are short, and any two timers the output
# depends on are at least 20 ms apart, so CPython's own wake-up latency cannot reorder them.
SAME_AS_CPYTHON = {
    "wait_for_times_out_and_completes": """
import asyncio
async def work(d):
    await asyncio.sleep(d)
    return d
async def main():
    try:
        await asyncio.wait_for(work(0.1), timeout=0.02)
    except asyncio.TimeoutError as e:
        print("timeout", repr(e), repr(e.__cause__), type(e) is TimeoutError)
    return await asyncio.wait_for(work(0.02), timeout=0.5)
""",
    "gather_finishes_in_sleep_order": """
import asyncio
async def main():
    out = []
    async def task(d):
        await asyncio.sleep(d)
        out.append(d)
        return d
    r = await asyncio.gather(task(0.09), task(0.03), task(0.06))
    return out, r
""",
    "float_noise_ties_fall_back_to_creation_order": """
import asyncio
async def main():
    log = []
    async def a():
        await asyncio.sleep(0.01 * 3)
        log.append("a")
    async def b():
        await asyncio.sleep(0.02)
        await asyncio.sleep(0.01)
        log.append("b")
    async def c():
        await asyncio.sleep(0.01)
        await asyncio.sleep(0.07)
        log.append("c")
    async def d():
        await asyncio.sleep(0.08)
        log.append("d")
    await asyncio.gather(a(), b(), c(), d())
    return log
""",
    "wait_for_interleaving_and_inner_cancellation": """
import asyncio
async def chatty(n, d):
    print("start", n)
    try:
        await asyncio.sleep(d)
    except asyncio.CancelledError:
        print("cancelled", n)
        raise
    finally:
        print("finally", n)
    return n
async def main():
    print("before")
    print(await asyncio.wait_for(chatty(1, 0.01), 1))
    try:
        await asyncio.wait_for(chatty(2, 1), 0.02)
    except TimeoutError:
        print("timed out")
    print(await asyncio.wait_for(chatty(3, 0.01), None))
    try:
        await asyncio.wait_for(chatty(4, 0.01), 0)
    except TimeoutError as e:
        print("zero", repr(e.__cause__))
""",
    "timeout_context_manager": """
import asyncio
async def main():
    try:
        async with asyncio.timeout(0.02) as t:
            await asyncio.sleep(1)
    except TimeoutError as e:
        print("expired", t.expired(), repr(e.__cause__), repr(e.__context__))
    async with asyncio.timeout(0.5) as t:
        await asyncio.sleep(0.01)
    print("in time", t.expired())
    try:
        async with asyncio.timeout(0.1):
            try:
                async with asyncio.timeout(0.02):
                    await asyncio.sleep(1)
            except TimeoutError:
                print("inner")
            await asyncio.sleep(1)
    except TimeoutError:
        print("outer")
    try:
        async with asyncio.timeout(0):
            print("body runs")
            await asyncio.sleep(0)
            print("not reached")
    except TimeoutError:
        print("zero")
    async with asyncio.timeout(None) as t:
        await asyncio.sleep(0.01)
    print(t.expired())
""",
    "queue_consumer_with_idle_timeout": """
import asyncio
async def main():
    q = asyncio.Queue()
    async def producer():
        for i in range(3):
            await asyncio.sleep(0.03)
            await q.put(i)
    asyncio.create_task(producer())
    got = []
    while True:
        try:
            got.append(await asyncio.wait_for(q.get(), timeout=0.06))
        except asyncio.TimeoutError:
            print("idle")
            break
    return got, q.qsize()
""",
    "shield_keeps_the_inner_task": """
import asyncio
async def inner():
    await asyncio.sleep(0.05)
    print("inner done")
    return 5
async def main():
    t = asyncio.create_task(inner())
    try:
        await asyncio.wait_for(asyncio.shield(t), 0.02)
    except TimeoutError:
        print("outer timed out", t.done(), t.cancelled())
    print(await t)
    t2 = asyncio.create_task(inner())
    await asyncio.sleep(0.01)
    print(t2.cancel())
    try:
        await t2
    except asyncio.CancelledError:
        print("cancelled", t2.cancelled(), t2.done())
""",
    "wait_and_as_completed": """
import asyncio
async def job(i, d, fail=False):
    await asyncio.sleep(d)
    if fail:
        raise RuntimeError(f"job {i} failed")
    return i
async def main():
    for c in asyncio.as_completed([job(1, 0.09), job(2, 0.03, True), job(3, 0.06)]):
        try:
            print("got", await c)
        except RuntimeError as e:
            print("err", e)
    try:
        for c in asyncio.as_completed([job(4, 0.06), job(5, 0.01)], timeout=0.03):
            print("got", await c)
    except TimeoutError:
        print("as_completed timed out")
    ts = [asyncio.create_task(job(i, d, f)) for i, d, f in [(1, 0.09, False), (2, 0.03, True), (3, 0.06, False)]]
    done, pending = await asyncio.wait(ts, return_when=asyncio.FIRST_EXCEPTION)
    print(sorted(ts.index(t) for t in done), len(pending))
    done, pending = await asyncio.wait(ts, timeout=0.01)
    print(sorted(ts.index(t) for t in done), len(pending))
    done, pending = await asyncio.wait(ts, return_when=asyncio.FIRST_COMPLETED)
    print(sorted(ts.index(t) for t in done), len(pending))
    for t in ts:
        print(t.done(), t.cancelled(), t.exception() if t.done() else None)
""",
    "cancelling_a_task_inside_wait_for": """
import asyncio
async def child():
    try:
        await asyncio.sleep(1)
    except asyncio.CancelledError:
        print("child cancelled")
        raise
async def parent():
    try:
        await asyncio.wait_for(child(), 5)
    except asyncio.CancelledError:
        print("parent cancelled")
        raise
async def main():
    t = asyncio.create_task(parent())
    await asyncio.sleep(0.02)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("main saw it", t.cancelled())
    async def stubborn():
        try:
            await asyncio.sleep(1)
        except asyncio.CancelledError:
            print("swallowed")
            return "kept"
    print(await asyncio.wait_for(stubborn(), 0.02))
""",
    "cancel_messages_and_the_raised_cancelled_error": """
import asyncio
async def slow():
    await asyncio.sleep(1)
async def main():
    t = asyncio.create_task(slow())
    await asyncio.sleep(0)
    t.cancel()
    print(await asyncio.gather(t, return_exceptions=True))
    t = asyncio.create_task(slow())
    await asyncio.sleep(0)
    t.cancel("shutting down")
    try:
        await t
    except asyncio.CancelledError as e:
        print("got", repr(e), e.args)
    t = asyncio.create_task(slow())
    t.cancel("before start")
    try:
        await t
    except asyncio.CancelledError as e:
        print("got", repr(e))
    t = asyncio.create_task(slow())
    await asyncio.sleep(0)
    t.cancel("x")
    print(await asyncio.gather(t, return_exceptions=True))
    async def raiser():
        raise asyncio.CancelledError("mine")
    t = asyncio.create_task(raiser())
    try:
        await t
    except asyncio.CancelledError as e:
        print("own", repr(e))
    try:
        t.result()
    except asyncio.CancelledError as e:
        print("again", repr(e))
""",
    "retry_with_backoff": """
import asyncio
attempts = 0
async def flaky():
    global attempts
    attempts += 1
    await asyncio.sleep(0.01)
    if attempts < 3:
        raise ConnectionError(f"attempt {attempts}")
    return "ok"
async def main():
    delay = 0.01
    for i in range(5):
        try:
            return await asyncio.wait_for(flaky(), timeout=0.5), i
        except ConnectionError as e:
            print("retry", e, delay)
            await asyncio.sleep(delay)
            delay *= 2
""",
}


@pytest.mark.parametrize("name", sorted(SAME_AS_CPYTHON))
def test_same_value_and_output_as_cpython(name: str) -> None:
    source = SAME_AS_CPYTHON[name]
    assert guest(source) == cpython(source)


def test_virtual_time_does_not_wait() -> None:
    source = """
import asyncio
async def main():
    await asyncio.sleep(3600)
    try:
        await asyncio.wait_for(asyncio.sleep(86400), timeout=7200)
    except TimeoutError:
        return "a day is not waited for"
"""
    start = time.perf_counter()
    assert guest(source) == ("a day is not waited for", "")
    assert time.perf_counter() - start < 5


def test_sleep_arguments_as_cpython() -> None:
    # (on 3.11/3.12 a NaN delay is a timer due at once; 3.13 raises ValueError)
    source = """
import asyncio
from fractions import Fraction
async def main():
    print(await asyncio.sleep(True, "bool"), await asyncio.sleep(Fraction(1, 100), "fraction"))
    for bad in ["1", 10**400]:
        try:
            await asyncio.sleep(bad)
        except (TypeError, OverflowError) as e:
            print(type(e).__name__, e)
    try:
        await asyncio.sleep(float("nan"))
        print("nan slept")
    except ValueError as e:
        print("ValueError", e)
"""
    assert guest(source) == cpython(source)


def test_argument_errors_as_cpython() -> None:
    source = """
import asyncio
async def work():
    return 1
async def main():
    for call in [
        lambda: asyncio.wait([]),
        lambda: asyncio.wait([work()]),
        lambda: asyncio.wait(work()),
        lambda: asyncio.wait([asyncio.create_task(work())], return_when="SOMETIMES"),
        lambda: asyncio.wait_for(5, 1),
        lambda: asyncio.wait_for(5, None),
    ]:
        try:
            await call()
        except (TypeError, ValueError) as e:
            print(type(e).__name__, e)
    try:
        for c in asyncio.as_completed(work()):
            pass
    except TypeError as e:
        print("TypeError", e)
"""
    assert guest(source) == cpython(source)


@pytest.mark.parametrize(
    ("source", "hint"),
    [
        ("async with asyncio.timeout_at(5):\n        pass", "asyncio.timeout(delay)"),
        ("return asyncio.get_running_loop().time()", "loop.time()"),
        ("return asyncio.get_event_loop()", "not reachable"),
        ("async with asyncio.timeout(1) as t:\n        return t.when()", "t.expired()"),
        ("async with asyncio.timeout(1) as t:\n        t.reschedule(None)", "nest another"),
        ("async with asyncio.TaskGroup() as tg:\n        pass", "asyncio.gather"),
        ("return asyncio.current_task()", "arguments"),
    ],
)
def test_clock_and_loop_readers_are_refused_with_a_hint(source: str, hint: str) -> None:
    with pytest.raises(stockade.CompileError) as e:
        stockade.compile(f"import asyncio\nasync def main():\n    {source}\n")
    assert "STK-V003" in str(e.value)
    assert hint in str(e.value)


# ------------------------------------------------------------- property -------------


class _FakeClockSelector(selectors.DefaultSelector):  # type: ignore[misc,valid-type]
    """Never blocks: a wait of ``timeout`` seconds moves the loop's fake clock instead."""

    def __init__(self, clock: list[float]) -> None:
        super().__init__()
        self._clock = clock

    def select(self, timeout: float | None = None) -> Any:
        if timeout:
            self._clock[0] += timeout
        return super().select(0)


class _FakeClockLoop(asyncio.SelectorEventLoop):
    """CPython's own event loop and asyncio code on a clock that jumps instead of
    waiting: the reference for the property below, where no two timers are near."""

    def __init__(self) -> None:
        self._fake = [1000.0]
        super().__init__(_FakeClockSelector(self._fake))

    def time(self) -> float:
        return self._fake[0]


_PROGRAM = """
import asyncio
log = []
async def task(name, delays):
    for d in delays:
        await asyncio.sleep(d)
        log.append((name, d))
    return name
async def guarded(name, delays, limit):
    try:
        return await asyncio.wait_for(task(name, delays), timeout=limit)
    except asyncio.TimeoutError:
        log.append((name, "timeout"))
        return None
async def main():
    r = await asyncio.gather(*[guarded(i, ds, limit) for i, (ds, limit) in enumerate(SPEC)])
    return r, log
"""

# Delays in eighths of a second (exact in binary, so the float clock of the reference
# adds them without noise); every event time distinct (asserted below), so the order is
# fixed by the deadlines alone in both.
_delays = st.lists(st.integers(1, 12).map(lambda k: k / 8), min_size=1, max_size=3)
_spec = st.lists(st.tuples(_delays, st.one_of(st.none(), st.integers(1, 40).map(lambda k: k / 8 + 1 / 16))), max_size=5)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_spec)
def test_random_sleeps_finish_in_cpythons_order(spec: list[tuple[list[float], float | None]]) -> None:
    times = [t for ds, _ in spec for t in [sum(ds[: i + 1]) for i in range(len(ds))]]
    times += [lim for _, lim in spec if lim is not None]
    if len(set(times)) != len(times):
        spec = spec[:1]  # (a tie: CPython's order is its timer heap's, not fixed; keep one task)
    source = _PROGRAM.replace("SPEC", repr(spec))
    assert guest(source)[0] == cpython(source, loop_factory=_FakeClockLoop)[0]
