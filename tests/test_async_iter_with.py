"""Guest ``async with`` / ``async for`` / async comprehensions and the guest asyncio's
Lock, Semaphore and BoundedSemaphore: same values, output and errors as CPython, metered
like their plain forms, and refused where they would make an async generator."""

from __future__ import annotations

import pytest

import stockade
from test_async import cpython, guest

SAME_AS_CPYTHON = {
    "async_with_guest_manager": """
import asyncio
class Res:
    def __init__(self, name, swallow=()):
        self.name = name
        self.swallow = swallow
    async def __aenter__(self):
        print("enter", self.name)
        await asyncio.sleep(0)
        return self.name.upper()
    async def __aexit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None, ev)
        await asyncio.sleep(0)
        return et in self.swallow
async def main():
    async with Res("a") as a, Res("b", (KeyError,)) as b:
        print("body", a, b)
        raise KeyError("k")
    try:
        async with Res("c"):
            raise ValueError("v")
    except ValueError as e:
        print("escaped", e)
    async with Res("d"):
        return "returned from the body"
""",
    "async_for_guest_iterator": """
import asyncio
class Countdown:
    def __init__(self, n):
        self.n = n
    def __aiter__(self):
        print("aiter")
        return self
    async def __anext__(self):
        await asyncio.sleep(0)
        if self.n <= 0:
            raise StopAsyncIteration
        self.n -= 1
        return self.n
async def main():
    out = []
    async for i in Countdown(5):
        if i == 3:
            continue
        out.append(i)
    else:
        out.append("else")
    async for i in Countdown(5):
        if i == 2:
            break
        out.append(i)
    else:
        out.append("not reached")
    async for a, b in Pairs():
        out.append(a + b)
    return out
class Pairs:
    def __init__(self):
        self.i = 0
    def __aiter__(self):
        return self
    async def __anext__(self):
        self.i += 1
        if self.i > 2:
            raise StopAsyncIteration("done")
        return self.i, self.i * 10
""",
    "async_comprehensions": """
import asyncio
class Count:
    def __init__(self, n):
        self.i, self.n = 0, n
    def __aiter__(self):
        return self
    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        return self.i
async def double(x):
    await asyncio.sleep(0)
    return 2 * x
async def main():
    a = [x async for x in Count(5) if x % 2]
    b = {x % 3 async for x in Count(7)}
    c = {x: await double(x) async for x in Count(3)}
    d = [await double(x) for x in range(4)]
    e = [[y async for y in Count(x)] for x in range(3)]
    f = [x * y async for x in Count(3) for y in range(2)]
    return a, sorted(b), c, d, e, f
""",
    "protocol_errors": """
import asyncio
class NoAnext:
    def __aiter__(self):
        return [1]
class BadAnext:
    def __aiter__(self):
        return self
    def __anext__(self):
        return 1
class BadEnter:
    def __aenter__(self):
        return 1
    async def __aexit__(self, *a):
        pass
class BadExit:
    async def __aenter__(self):
        return 1
    def __aexit__(self, *a):
        return 2
class OnlyEnter:
    async def __aenter__(self):
        return 1
class OnlyExit:
    async def __aexit__(self, *a):
        return 1
class SyncOnly:
    def __enter__(self):
        return 1
    def __exit__(self, *a):
        return False
async def f1():
    async for x in 1:
        pass
async def f2():
    async for x in NoAnext():
        pass
async def f3():
    async for x in BadAnext():
        pass
async def f4():
    async with 1:
        pass
async def f5():
    async with BadEnter():
        pass
async def f6():
    async with BadExit():
        print("body ran")
async def f7():
    async with OnlyEnter():
        pass
async def f8():
    async with OnlyExit():
        pass
async def f9():
    async with SyncOnly():
        pass
async def f10():
    async with asyncio.Queue():
        pass
async def f11():
    async for x in asyncio.Queue():
        pass
async def main():
    for f in (f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11):
        try:
            await f()
        except Exception as e:
            print(type(e).__name__, e)
""",
    "lock_is_fifo_and_reports_its_state": """
import asyncio
async def worker(lock, name, log):
    log.append(f"want {name}")
    async with lock as got:
        log.append(f"have {name} {got} {lock.locked()}")
        await asyncio.sleep(0)
        await asyncio.sleep(0)
    log.append(f"left {name}")
async def main():
    lock = asyncio.Lock()
    log = []
    await asyncio.gather(*(worker(lock, n, log) for n in "abcd"))
    assert await lock.acquire() is True
    log.append(lock.locked())
    lock.release()
    try:
        lock.release()
    except RuntimeError as e:
        log.append(str(e))
    return log, lock.locked()
""",
    "lock_waiter_cancelled": """
import asyncio
async def holder(lock, ev):
    async with lock:
        ev.set()
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        print("holder done")
async def waiter(lock, name):
    try:
        async with lock:
            print("got", name)
    except asyncio.CancelledError:
        print("cancelled", name)
        raise
async def main():
    lock = asyncio.Lock()
    ev = asyncio.Event()
    h = asyncio.create_task(holder(lock, ev))
    await ev.wait()
    w1 = asyncio.create_task(waiter(lock, 1))
    w2 = asyncio.create_task(waiter(lock, 2))
    await asyncio.sleep(0)
    w1.cancel()
    res = await asyncio.gather(h, w1, w2, return_exceptions=True)
    return [type(r).__name__ for r in res], lock.locked()
""",
    "semaphore_limits_concurrency": """
import asyncio
async def job(sem, i, state, log):
    async with sem:
        state[0] += 1
        log.append((i, state[0], sem.locked()))
        for _ in range(i % 3 + 1):
            await asyncio.sleep(0)
        state[0] -= 1
    return i
async def main():
    sem = asyncio.Semaphore(3)
    state, log = [0], []
    res = await asyncio.gather(*(job(sem, i, state, log) for i in range(8)))
    return res, log, max(n for _, n, _ in log), sem.locked()
""",
    "semaphore_release_many_and_cancel": """
import asyncio
async def waiter(sem, name, log):
    try:
        await sem.acquire()
        log.append(f"got {name}")
    except asyncio.CancelledError:
        log.append(f"cancelled {name}")
        raise
async def main():
    sem = asyncio.Semaphore(0)
    log = []
    tasks = [asyncio.create_task(waiter(sem, n, log)) for n in "abcde"]
    await asyncio.sleep(0)
    tasks[1].cancel()
    sem.release()
    sem.release()
    sem.release()
    await asyncio.sleep(0)
    tasks[3].cancel()
    await asyncio.sleep(0)
    sem.release()
    await asyncio.gather(*tasks, return_exceptions=True)
    return log, sem.locked()
""",
    "bounded_semaphore": """
import asyncio
async def main():
    b = asyncio.BoundedSemaphore(2)
    async with b:
        async with b:
            inside = b.locked()
    out = [inside, b.locked(), isinstance(b, asyncio.Semaphore)]
    try:
        b.release()
    except ValueError as e:
        out.append(str(e))
    try:
        asyncio.Semaphore(-1)
    except ValueError as e:
        out.append(str(e))
    return out
""",
    "queue_drained_with_async_for": """
import asyncio
DONE = object()
class Drain:
    def __init__(self, q):
        self.q = q
    def __aiter__(self):
        return self
    async def __anext__(self):
        item = await self.q.get()
        self.q.task_done()
        if item is DONE:
            raise StopAsyncIteration
        return item
async def producer(q, n):
    for i in range(n):
        await q.put(i * i)
        print("put", i)
    await q.put(DONE)
async def consumer(q):
    got = []
    async for item in Drain(q):
        print("got", item)
        got.append(item)
    return got
async def main():
    q = asyncio.Queue(maxsize=2)
    _, got = await asyncio.gather(producer(q, 5), consumer(q))
    await q.join()
    return got, q.empty()
""",
    "timed_fan_out_with_semaphore": """
import asyncio
async def fetch(sem, path, delay, log):
    async with sem:
        log.append("start " + path)
        await asyncio.sleep(delay)
        log.append("done " + path)
        return len(path)
async def main():
    sem = asyncio.Semaphore(2)
    log = []
    delays = {"/a": 0.09, "/bb": 0.03, "/ccc": 0.15, "/dddd": 0.06}  # 30 ms apart at least
    sizes = await asyncio.gather(*(fetch(sem, p, d, log) for p, d in delays.items()))
    return sizes, log
""",
}


@pytest.mark.parametrize("name", sorted(SAME_AS_CPYTHON))
def test_same_value_and_output_as_cpython(name: str) -> None:
    source = SAME_AS_CPYTHON[name]
    assert guest(source) == cpython(source)


@pytest.mark.parametrize(
    ("source", "code"),
    [
        ("def f(y):\n    async for x in y:\n        pass\n", "STK-P010"),
        ("def f(y):\n    async with y:\n        pass\n", "STK-P010"),
        ("def f(y):\n    return [x async for x in y]\n", "STK-P010"),
    ],
)
def test_refused_async_forms(source: str, code: str) -> None:
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile(source)
    assert code in [d.code for d in info.value.diagnostics]


ITER = """
import asyncio
class Count:
    def __init__(self, n):
        self.i, self.n = 0, n
    def __aiter__(self):
        return self
    def __anext__(self):
        self.i += 1
        if self.i > self.n:
            self.done.cancel()
        return self.done
async def one():
    return 1
async def main(n):
    it = Count(n)
    it.done = asyncio.create_task(one())
    await it.done
    total = 0
    async for x in it:
        total += x
    return total
"""


def test_async_for_ticks_once_per_item_like_for() -> None:
    # __anext__ is a plain def returning a finished task: no guest frame is entered per
    # item, so the fuel difference between 1000 and 2000 items is the loop's own ticks.
    program = stockade.compile(ITER.replace("self.done.cancel()", "raise StopAsyncIteration"))
    small = stockade.run(program, "main", [1000])
    big = stockade.run(program, "main", [2000])
    assert small.value == 1000 and big.value == 2000
    plain = stockade.compile("def main(n):\n    t = 0\n    for x in range(n):\n        t += 1\n    return t\n")
    per_item_for = stockade.run(plain, "main", [2000]).fuel - stockade.run(plain, "main", [1000]).fuel
    per_item_async = big.fuel - small.fuel
    assert per_item_async >= per_item_for > 0


def test_limits_stop_async_for_and_async_with_and_cannot_be_swallowed() -> None:
    source = """
import asyncio
class Swallow:
    async def __aenter__(self):
        return self
    async def __aexit__(self, *a):
        print("aexit ran")
        return True
class Forever:
    def __aiter__(self):
        return self
    async def __anext__(self):
        return 1
async def main():
    async with Swallow():
        async for x in Forever():
            pass
    return "swallowed"
"""
    with pytest.raises(stockade.LimitExceeded) as info:
        guest(source, limits=stockade.Limits(fuel=20_000))
    assert info.value.limit == "fuel" and "aexit ran" not in info.value.stdout


def test_locks_cannot_cross_loops_or_leave_the_run() -> None:
    source = """
import asyncio
lock = asyncio.Lock()
async def take():
    await lock.acquire()
    await lock.acquire()
async def other():
    t = asyncio.create_task(take())
    await asyncio.sleep(0)
async def main():
    await other()
asyncio.run(main())
try:
    asyncio.run(take())
except RuntimeError as e:
    print("bound to a different event loop" in str(e))
"""
    result = stockade.run(stockade.compile(source))
    assert result.stdout == "True\n"
    with pytest.raises(stockade.DoorError):
        stockade.eval("import asyncio\nasyncio.Semaphore(2)\n")


def test_a_lock_deadlock_raises_instead_of_hanging() -> None:
    source = "import asyncio\nasync def main():\n    lock = asyncio.Lock()\n    await lock.acquire()\n    await lock.acquire()\n"
    with pytest.raises(stockade.GuestError) as info:
        guest(source, limits=stockade.Limits(wall=5.0))
    assert info.value.type_name == "RuntimeError" and "deadlock" in info.value.message


def test_lock_internals_are_unreachable() -> None:
    for attr in ("_waiters", "_locked", "_loop", "_value", "_acquire", "_wake_up_first", "_get_loop"):
        source = f"import asyncio\nclass C:\n    {attr} = 1\nasync def main():\n    return asyncio.Lock().{attr}\n"
        with pytest.raises(stockade.GuestError) as info:
            guest(source)
        assert info.value.type_name == "AttributeError", attr


def test_frames_suspended_in_async_with_and_async_for_stay_quiet_after_a_tripped_run() -> None:
    import gc
    import sys
    from typing import Any

    source = """
import asyncio
class M:
    async def __aenter__(self):
        return self
    async def __aexit__(self, *a):
        print("never")
        return True
class It:
    def __aiter__(self):
        return self
    async def __anext__(self):
        await asyncio.sleep(10)
        return 1
async def in_with(lock):
    async with M(), lock:
        await asyncio.sleep(10)
async def in_for():
    async for x in It():
        print("never")
async def main():
    lock = asyncio.Lock()
    t = asyncio.gather(in_with(lock), in_for(), in_with(lock))
    await asyncio.sleep(0)
    while True:
        pass
"""
    seen: list[Any] = []
    old = sys.unraisablehook
    sys.unraisablehook = seen.append
    try:
        with pytest.raises(stockade.LimitExceeded) as info:
            guest(source, limits=stockade.Limits(fuel=5000))
        gc.collect()
    finally:
        sys.unraisablehook = old
    assert seen == [] and info.value.stdout == ""


def test_tasks_waiting_in_async_with_are_cancelled_at_the_end_like_cpython() -> None:
    source = """
import asyncio
class M:
    def __init__(self, name):
        self.name = name
    async def __aenter__(self):
        print("enter", self.name)
        return self
    async def __aexit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None)
        return False
async def held(lock, name):
    async with M(name), lock:
        print("holding", name)
        await asyncio.sleep(5)
async def main():
    lock = asyncio.Lock()
    await lock.acquire()
    asyncio.create_task(held(lock, "b"))  # one task: CPython cancels the rest in set order
    await asyncio.sleep(0)
    return lock.locked()
"""
    assert guest(source) == cpython(source)
