"""Guest async def / await and the guest asyncio: same results as CPython's asyncio,
refusals with diagnostics, and nothing of the coroutine machinery reachable."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import io
import time
import warnings
from typing import Any

import pytest

import stockade


def cpython(source: str, entry: str = "main", args: tuple[Any, ...] = ()) -> tuple[Any, str]:
    ns: dict[str, Any] = {"__name__": "__main__"}
    out = io.StringIO()
    with contextlib.redirect_stdout(out), warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # CPython's own never-awaited warnings
        exec(source, ns)
        value = asyncio.run(ns[entry](*args))
        gc.collect()
    return value, out.getvalue()


def guest(source: str, entry: str = "main", args: tuple[Any, ...] = (), **kw: Any) -> tuple[Any, str]:
    result = stockade.run(stockade.compile(source), entry, list(args), **kw)
    return result.value, result.stdout


SAME_AS_CPYTHON = {
    "gather_interleaves": """
import asyncio
async def work(name, n):
    for i in range(n):
        print(name, i)
        await asyncio.sleep(0)
    return name * n
async def main():
    return await asyncio.gather(work("a", 3), work("b", 1), work("c", 2))
""",
    "nested_gather": """
import asyncio
async def leaf(x):
    print("leaf", x)
    await asyncio.sleep(0)
    print("leaf done", x)
    return x * 2
async def branch(xs):
    print("branch", xs)
    return sum(await asyncio.gather(*(leaf(x) for x in xs)))
async def main():
    return await asyncio.gather(branch([1, 2]), branch([3]), leaf(10))
""",
    "return_exceptions": """
import asyncio
async def ok(x):
    await asyncio.sleep(0)
    return x
async def bad(x):
    await asyncio.sleep(0)
    raise ValueError(f"bad {x}")
async def main():
    rs = await asyncio.gather(ok(1), bad(2), ok(3), return_exceptions=True)
    return [r if not isinstance(r, Exception) else repr(r) for r in rs]
""",
    "first_exception_propagates_and_the_rest_are_cancelled_at_the_end": """
import asyncio
async def slow(x):
    try:
        for i in range(5):
            print("slow", x, i)
            await asyncio.sleep(0)
        return x
    finally:
        print("slow finally", x)
async def bad():
    await asyncio.sleep(0)
    raise KeyError("k")
async def main():
    try:
        await asyncio.gather(slow(1), bad(), slow(2))
    except KeyError as e:
        print("caught", repr(e))
    return "done"
""",
    "sleep_delays_order_tasks": """
import asyncio
async def after(d, name):
    await asyncio.sleep(d)
    print(name)
    return name
async def main():
    return await asyncio.gather(after(0.3, "c"), after(0.1, "a"), after(0.2, "b"), after(0, "z"))
""",
    "sleep_result_and_plain_await": """
import asyncio
async def double(x):
    return 2 * await asyncio.sleep(0, result=x)
async def main():
    a = await double(4)
    b = await asyncio.sleep(0.5, result="later")
    c = await asyncio.gather()
    return a, b, c
""",
    "same_coroutine_twice_in_gather": """
import asyncio
async def one():
    print("one")
    return 1
async def main():
    c = one()
    return await asyncio.gather(c, c)
""",
    "exceptions_inside_coroutines": """
import asyncio
async def inner(x):
    if x > 2:
        raise ValueError(x)
    return x
async def main():
    out = []
    for x in range(5):
        try:
            out.append(await inner(x))
        except ValueError as e:
            out.append(("err", e.args))
    return out
""",
    "closures_and_defaults": """
import asyncio
def make(k):
    async def f(x, *, scale=k):
        await asyncio.sleep(0)
        return x * scale
    return f
async def main():
    f, g = make(2), make(3)
    return await asyncio.gather(*[f(i) for i in range(3)], *[g(i) for i in range(3)])
""",
    "cancelled_error_is_base_exception": """
import asyncio
async def main():
    return issubclass(asyncio.CancelledError, Exception), issubclass(asyncio.CancelledError, BaseException)
""",
    "queue_worker_pool": """
import asyncio
async def worker(name, queue, results):
    while True:
        item = await queue.get()
        print(name, "got", item)
        await asyncio.sleep(item / 10)
        results.append((name, item * item))
        queue.task_done()
async def main():
    queue = asyncio.Queue()
    results = []
    for i in [3, 1, 2, 5, 4]:
        queue.put_nowait(i)
    workers = [asyncio.create_task(worker(f"w{i}", queue, results)) for i in range(2)]
    await queue.join()
    for w in workers:
        w.cancel()
    await asyncio.gather(*workers, return_exceptions=True)
    return results, queue.qsize(), queue.empty(), [w.cancelled() for w in workers]
""",
    "bounded_queue_producer_consumer": """
import asyncio
async def producer(q, n):
    for i in range(n):
        await q.put(i)
        print("put", i, q.qsize(), q.full())
    await q.put(None)
async def consumer(q):
    total = 0
    while (item := await q.get()) is not None:
        print("get", item)
        total += item
    return total
async def main():
    q = asyncio.Queue(maxsize=2)
    _, total = await asyncio.gather(producer(q, 5), consumer(q))
    return total, q.maxsize
""",
    "queue_nowait_errors": """
import asyncio
async def main():
    q = asyncio.Queue(1)
    out = []
    try:
        q.get_nowait()
    except asyncio.QueueEmpty as e:
        out.append(("empty", repr(e)))
    q.put_nowait("a")
    try:
        q.put_nowait("b")
    except asyncio.QueueFull:
        out.append("full")
    out.append(q.get_nowait())
    q.task_done()
    try:
        q.task_done()
    except ValueError as e:
        out.append(str(e))
    return out
""",
    "create_task_order_and_results": """
import asyncio
async def job(name, delay):
    print("start", name)
    await asyncio.sleep(delay)
    print("end", name)
    return name.upper()
async def main():
    t1 = asyncio.create_task(job("a", 0.2))
    t2 = asyncio.create_task(job("b", 0.1))
    print("created", t1.done(), t2.done())
    try:
        t1.result()
    except asyncio.InvalidStateError as e:
        print("not ready:", e)
    r2 = await t2
    r1 = await t1
    return r1, r2, t1.done(), t1.result(), t1.exception()
""",
    "task_exception_and_cancel": """
import asyncio
async def boom():
    await asyncio.sleep(0)
    raise ValueError("boom")
async def forever():
    while True:
        await asyncio.sleep(1)
async def main():
    t = asyncio.create_task(boom())
    f = asyncio.create_task(forever())
    await asyncio.sleep(0.5)
    out = [t.done(), repr(t.exception())]
    try:
        await t
    except ValueError as e:
        out.append(str(e))
    out.append(f.cancel())
    try:
        await f
    except asyncio.CancelledError:
        out.append("cancelled")
    out.append(f.cancelled())
    return out
""",
    "event_wakes_waiters": """
import asyncio
async def waiter(ev, name):
    print(name, "waiting", ev.is_set())
    await ev.wait()
    print(name, "woke")
    return name
async def main():
    ev = asyncio.Event()
    tasks = [asyncio.create_task(waiter(ev, n)) for n in "xyz"]
    await asyncio.sleep(0)
    ev.set()
    done = await asyncio.gather(*tasks)
    ev.clear()
    return done, ev.is_set()
""",
    "tasks_left_running_are_cancelled_at_the_end": """
import asyncio
async def bg():
    try:
        await asyncio.sleep(10)
    finally:
        print("bg cleaned up")
async def main():
    asyncio.create_task(bg())
    await asyncio.sleep(0)
    return "main done"
""",
}


@pytest.mark.parametrize("name", sorted(SAME_AS_CPYTHON))
def test_same_value_and_output_as_cpython(name: str) -> None:
    source = SAME_AS_CPYTHON[name]
    assert guest(source) == cpython(source)


def test_script_mode_asyncio_run() -> None:
    source = "import asyncio\nasync def main(x):\n    await asyncio.sleep(0)\n    return x + 1\nasyncio.run(main(41))\n"
    assert stockade.eval(source) == 42


def test_a_sync_entry_returning_a_coroutine_is_driven_too() -> None:
    source = "async def co():\n    return 7\ndef main():\n    return co()\n"
    assert guest(source)[0] == 7


def test_nested_asyncio_run_is_refused_like_cpython() -> None:
    source = """
import asyncio
async def inner():
    return 1
async def main():
    c = inner()
    try:
        asyncio.run(c)
    except RuntimeError as e:
        return str(e)
"""
    assert guest(source) == cpython(source)


def test_asyncio_run_needs_a_coroutine() -> None:
    with pytest.raises(stockade.GuestError) as info:
        stockade.eval("import asyncio\nasyncio.run(5)\n")
    assert (info.value.type_name, info.value.message) == ("ValueError", "a coroutine was expected, got 5")


def test_gather_needs_a_running_loop_and_awaitables() -> None:
    with pytest.raises(stockade.GuestError) as info:
        stockade.eval("import asyncio\nasyncio.gather()\n")
    assert (info.value.type_name, info.value.message) == ("RuntimeError", "no running event loop")
    source = "import asyncio\nasync def main():\n    return await asyncio.gather(5)\n"
    with pytest.raises(stockade.GuestError) as info:
        guest(source)
    assert info.value.type_name == "TypeError"


@pytest.mark.parametrize("value", ["1", "'s'", "[1]", "None", "(x for x in [])", "print"])
def test_await_of_anything_but_a_guest_awaitable_is_a_type_error(value: str) -> None:
    source = f"async def main():\n    return await {value}\n"
    with pytest.raises(stockade.GuestError) as info:
        guest(source)
    assert info.value.type_name == "TypeError"
    assert "can't be used in 'await' expression" in info.value.message


def test_a_deadlock_raises_instead_of_hanging() -> None:
    source = """
import asyncio
holder = []
async def waits():
    await holder[0]
async def main():
    g = asyncio.gather(waits())
    holder.append(g)
    await g
"""
    t0 = time.monotonic()
    with pytest.raises(stockade.GuestError) as info:
        guest(source)
    assert info.value.type_name == "RuntimeError" and "deadlock" in info.value.message
    assert time.monotonic() - t0 < 2.0


def test_limits_stop_a_task_and_cannot_be_caught() -> None:
    source = """
import asyncio
async def spin():
    try:
        while True:
            await asyncio.sleep(0)
    except BaseException:
        print("caught")
        return "swallowed"
    finally:
        print("finally")
async def main():
    return await asyncio.gather(spin(), spin())
"""
    with pytest.raises(stockade.LimitExceeded) as info:
        guest(source, limits=stockade.Limits(fuel=20_000))
    assert info.value.limit == "fuel" and info.value.stdout == ""


def test_a_task_yielding_forever_is_metered_by_the_scheduler() -> None:
    source = """
import asyncio
async def forever():
    await asyncio.gather(*[asyncio.sleep(0) for _ in range(10)])
    return await forever()
async def main():
    return await forever()
"""
    with pytest.raises(stockade.LimitExceeded) as info:
        guest(source, limits=stockade.Limits(fuel=50_000, wall=2.0))
    assert info.value.limit in ("fuel", "recursion")


def test_never_awaited_coroutines_warn_nothing_on_the_host() -> None:
    source = """
async def co(x):
    return x
def main():
    made = [co(i) for i in range(3000)]
    co(1)
    return len(made)
"""
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        assert guest(source)[0] == 3000
        gc.collect()
    assert [w for w in seen if issubclass(w.category, RuntimeWarning)] == []


def test_manual_send_drives_a_guest_coroutine_like_cpython() -> None:
    source = """
import asyncio
async def co():
    await asyncio.sleep(0)
    return "r"
def main():
    c = co()
    first = c.send(None)
    try:
        c.send(None)
    except StopIteration as e:
        return first, e.value
"""
    ns: dict[str, Any] = {}
    exec(source, ns)
    assert guest(source)[0] == ns["main"]()


def test_coroutine_internals_are_unreachable() -> None:
    for attr in ("cr_frame", "cr_code", "cr_await", "cr_running", "cr_origin", "cr_suspended"):
        with pytest.raises(stockade.CompileError) as info:
            stockade.compile(f"async def f():\n    pass\nx = f().{attr}\n")
        assert [d.code for d in info.value.diagnostics] == ["STK-V003"], attr
    source = "async def f():\n    pass\ndef main():\n    c = f()\n    return '{0.cr_frame}'.format(c)\n"
    with pytest.raises(stockade.GuestError) as err:
        guest(source)
    assert err.value.type_name == "AttributeError"


def test_a_coroutine_cannot_leave_the_run() -> None:
    with pytest.raises(stockade.DoorError):
        stockade.eval("async def f():\n    pass\nf()\n")


@pytest.mark.parametrize(
    ("source", "code"),
    [
        ("async def f():\n    yield 1\n    return 2\n", "STK-P010"),
        ("async def f():\n    yield from [1]\n", "STK-P010"),
        ("def f(y):\n    await y\n", "STK-P010"),
        ("await x\n", "STK-P010"),
    ],
)
def test_refused_async_forms(source: str, code: str) -> None:
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile(source)
    assert code in [d.code for d in info.value.diagnostics]


def test_yield_in_a_nested_plain_generator_is_fine() -> None:
    source = """
async def main():
    def gen():
        yield 1
        yield 2
    return list(gen()) + [x for x in (1, 2)]
"""
    assert guest(source) == cpython(source)


def test_guest_frames_finalised_after_a_tripped_run_stay_quiet() -> None:
    import sys

    source = """
import asyncio
def g():
    try:
        yield 1
        yield 2
    finally:
        print("never")
async def co():
    try:
        await asyncio.sleep(10)
    finally:
        print("never")
async def main():
    x = g()
    next(x)
    t = asyncio.gather(co())
    await asyncio.sleep(0)
    while True:
        pass
"""
    seen: list[Any] = []
    old = sys.unraisablehook
    sys.unraisablehook = seen.append
    try:
        with pytest.raises(stockade.LimitExceeded):
            guest(source, limits=stockade.Limits(fuel=5000))
        gc.collect()
    finally:
        sys.unraisablehook = old
    assert seen == []


def test_lowering_picks_the_awaitable_hook_only_directly_inside_async_def() -> None:
    import ast

    from stockade._compiler.lower import lower
    from stockade._compiler.parse import parse

    source = """
async def main(cs):
    a = [geo.get(c) for c in cs]
    b = geo.get("x")
    def helper(c):
        return geo.get(c)
    f = lambda c: geo.get(c)
    return await geo.get("y")
def plain():
    return geo.get("z")
"""
    tree, _ = parse(source, "m.py")
    assert tree is not None
    out = ast.unparse(lower(tree, {"geo": object()}, script=True, async_exports=frozenset({"geo.get"})))
    assert out.count("__sk_a_3_geo_get(") == 3  # the comprehension, b, and the awaited call
    assert out.count("__sk_b_3_geo_get(") == 3  # helper, the lambda, plain
    assert "@__sk_coro" in out and "await __sk_aw(__sk_a_3_geo_get('y'))" in out
