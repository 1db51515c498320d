"""Guest async generators (``yield`` in ``async def``, async generator expressions,
``aiter``/``anext``, ``asend``/``athrow``/``aclose``, ``contextlib.asynccontextmanager`` and
``aclosing``): same values, output and errors as CPython under ``asyncio.run``, including
where the cleanup of an abandoned generator prints; metered; internals unreachable; the
thread's asyncgen hooks are the guest loop's only while it runs."""

from __future__ import annotations

import asyncio
import sys
from typing import Any

import pytest

import stockade
from test_async import cpython, guest

SAME_AS_CPYTHON = {
    "produce_consume": """
import asyncio
async def produce(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i
async def main():
    out = []
    async for x in produce(4):
        out.append(x * 10)
    return out, [x async for x in produce(3)], {x: -x async for x in produce(2)}
""",
    "interleaves_with_tasks": """
import asyncio
async def ticks(name, n):
    for i in range(n):
        print(name, "yield", i)
        yield i
        await asyncio.sleep(0)
async def consume(name):
    total = 0
    async for v in ticks(name, 3):
        total += v
        await asyncio.sleep(0)
    return total
async def main():
    return await asyncio.gather(consume("a"), consume("b"))
""",
    "break_closes_through_the_loop": """
import asyncio
async def gen(name):
    try:
        for i in range(5):
            await asyncio.sleep(0)
            yield i
    finally:
        print("cleanup", name)
async def other():
    for i in range(4):
        print("other", i)
        await asyncio.sleep(0)
async def main():
    t = asyncio.create_task(other())
    async for x in gen("a"):
        print("got", x)
        if x == 1:
            break
    print("after break")
    await asyncio.sleep(0)
    print("after sleep")
    await t
    return "done"
""",
    "finally_awaits_while_closing": """
import asyncio
async def gen(name):
    try:
        yield 1
        yield 2
    finally:
        print("closing", name)
        await asyncio.sleep(0)
        print("closed", name)
async def main():
    async for x in gen("a"):
        break
    print("main goes on")
    await asyncio.sleep(0)
    print("main after one sleep")
    await asyncio.sleep(0)
    print("main after two")
""",
    "survivor_closed_at_the_end": """
import asyncio
async def gen():
    try:
        yield 1
        yield 2
    finally:
        print("closed at the end")
async def main():
    g = gen()
    print(await anext(g))
    print("main returns")
    return "value"
""",
    "asend_athrow_aclose": """
import asyncio
async def echo():
    received = []
    try:
        while True:
            v = yield len(received)
            if v is None:
                break
            received.append(v)
    except ValueError as e:
        print("caught", e)
        yield "recovered"
    finally:
        print("finally", received)
async def main():
    g = echo()
    out = [await g.asend(None), await g.asend("a"), await g.asend("b")]
    out.append(await g.athrow(ValueError("boom")))
    try:
        await g.asend(None)
    except StopAsyncIteration:
        out.append("stopped")
    g2 = echo()
    await g2.asend(None)
    await g2.aclose()
    try:
        await g2.asend(1)
    except StopAsyncIteration:
        out.append("closed")
    g3 = echo()
    try:
        await g3.asend("not None")
    except TypeError as e:
        out.append(str(e))
    return out
""",
    "athrow_forms": """
import asyncio
async def catcher():
    while True:
        try:
            yield
        except Exception as e:
            print(type(e).__name__, e.args)
async def main():
    g = catcher()
    await anext(g)
    await g.athrow(KeyError)
    await g.athrow(KeyError("k"))
    await g.athrow(ValueError, "v")
    try:
        await g.athrow(GeneratorExit)
    except GeneratorExit:
        print("GeneratorExit out")
    try:
        await g.asend(None)
    except StopAsyncIteration:
        print("finished")
""",
    "aiter_anext": """
import asyncio
class Countdown:
    def __init__(self, n):
        self.n = n
    def __aiter__(self):
        return self
    async def __anext__(self):
        if self.n == 0:
            raise StopAsyncIteration
        self.n -= 1
        return self.n
async def gen():
    yield "a"
    yield "b"
async def main():
    it = aiter(gen())
    out = [await anext(it), await anext(it), await anext(it, "default")]
    try:
        await anext(it)
    except StopAsyncIteration:
        out.append("exhausted")
    c = Countdown(2)
    out += [await anext(c), await anext(c), await anext(c, None)]
    for bad in (1, [1]):
        for f in (aiter, anext):
            try:
                f(bad)
            except TypeError as e:
                out.append(str(e))
    return out
""",
    "async_generator_expressions": """
import asyncio
async def double(x):
    await asyncio.sleep(0)
    return 2 * x
async def numbers(n):
    for i in range(n):
        yield i
async def main():
    a = (await double(x) for x in range(3))
    b = (x + 1 async for x in numbers(4) if x % 2)
    return [v async for v in a], [v async for v in b]
""",
    "async_with_inside": """
import asyncio
class Res:
    def __init__(self, name):
        self.name = name
    async def __aenter__(self):
        print("enter", self.name)
        await asyncio.sleep(0)
        return self
    async def __aexit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None)
        return False
async def rows(name):
    async with Res(name) as r:
        for i in range(3):
            yield f"{r.name}{i}"
async def main():
    out = [x async for x in rows("full")]
    async for x in rows("early"):
        out.append(x)
        break
    print("after early break")
    await asyncio.sleep(0)
    return out
""",
    "asynccontextmanager_and_aclosing": """
import asyncio
from contextlib import aclosing, asynccontextmanager
@asynccontextmanager
async def span(name, log):
    log.append("start " + name)
    try:
        yield name.upper()
    except KeyError as e:
        log.append("handled " + str(e))
    finally:
        log.append("end " + name)
async def numbers():
    try:
        i = 0
        while True:
            yield i
            i += 1
    finally:
        print("numbers closed")
async def main():
    log = []
    async with span("a", log) as s:
        log.append("in " + s)
    async with span("b", log):
        raise KeyError("k")
    try:
        async with span("c", log):
            raise ValueError("v")
    except ValueError:
        log.append("escaped")
    @span("deco", log)
    async def work(x):
        return x + 1
    log.append(await work(1))
    async with aclosing(numbers()) as g:
        async for n in g:
            if n == 2:
                break
    print("after aclosing")
    return log
""",
    "errors_inside": """
import asyncio
async def raises_stop():
    yield 1
    raise StopAsyncIteration
async def raises_stopiteration():
    yield 1
    raise StopIteration
async def ignores_exit():
    try:
        yield 1
    except GeneratorExit:
        yield 2
async def main():
    out = []
    for f in (raises_stop, raises_stopiteration):
        try:
            async for x in f():
                out.append(x)
        except RuntimeError as e:
            out.append(str(e))
    g = ignores_exit()
    await anext(g)
    try:
        await g.aclose()
    except RuntimeError as e:
        out.append(str(e))
    return out
""",
    "exception_in_body_closes": """
import asyncio
async def gen():
    try:
        yield 1
        await asyncio.sleep(0)
        yield 2
    finally:
        print("gen cleanup")
async def main():
    try:
        async for v in gen():
            raise KeyError(v)
    except KeyError as e:
        print("caught", e)
    print("after")
    await asyncio.sleep(0)
    return "end"
""",
    "tasks_drive_anext": """
import asyncio
async def slow(n):
    for i in range(n):
        await asyncio.sleep(0.01 * (i + 1))
        yield i
async def main():
    g = slow(3)
    t = asyncio.create_task(anext(g))
    first = await t
    rest = [await anext(g), await anext(g, "done")]
    both = await asyncio.gather(anext(slow(2)), anext(slow(1), "none"))
    try:
        late = await asyncio.wait_for(anext(g, "no more"), timeout=1)
    except asyncio.TimeoutError:
        late = "timeout"
    return first, rest, both, late
""",
    "pending_task_and_survivor_at_the_end": """
import asyncio
async def gen():
    try:
        yield 1
        yield 2
    finally:
        print("gen finally")
async def forever():
    try:
        await asyncio.sleep(100)
    finally:
        print("task cancelled")
async def main():
    asyncio.create_task(forever())
    g = gen()
    await anext(g)
    await asyncio.sleep(0)
    return "main done"
""",
}


@pytest.mark.filterwarnings("ignore::DeprecationWarning")  # CPython's, for athrow(type, value)
@pytest.mark.parametrize("name", sorted(SAME_AS_CPYTHON))
def test_same_value_and_output_as_cpython(name: str) -> None:
    source = SAME_AS_CPYTHON[name]
    assert guest(source) == cpython(source)


def test_script_mode_driving_by_hand_outside_a_loop_matches_cpython() -> None:
    source = """
async def gen():
    try:
        yield 1
        yield 2
    finally:
        print("closed when dropped")
async def first():
    g = gen()
    return await anext(g)
def drive(coro):
    try:
        coro.send(None)
    except StopIteration as e:
        return e.value
print(drive(first()))
print("after")
"""
    result = stockade.run(stockade.compile(source))
    assert result.stdout == "closed when dropped\n1\nafter\n"  # at first()'s return, as CPython


@pytest.mark.parametrize(
    ("source", "code"),
    [
        ("async def f():\n    yield 1\n    return 2\n", "STK-P010"),
        ("async def f():\n    yield from [1]\n", "STK-P010"),
        ("async def f():\n    yield 1\nf().ag_frame\n", "STK-V003"),
        ("async def f():\n    yield 1\nf().ag_code\n", "STK-V003"),
        ("async def f():\n    yield 1\nf().ag_await\n", "STK-V003"),
        ("async def f():\n    yield 1\nf().ag_running\n", "STK-V003"),
    ],
)
def test_refused_forms(source: str, code: str) -> None:
    with pytest.raises(stockade.CompileError) as info:
        stockade.compile(source)
    assert code in [d.code for d in info.value.diagnostics]


@pytest.mark.parametrize("name", ["ag_frame", "ag_code", "ag_await", "ag_running", "gi_frame", "cr_await"])
def test_internals_stay_unreachable_at_run_time(name: str) -> None:
    source = f"""
import asyncio
async def f():
    await asyncio.sleep(0)
    yield 1
async def main():
    g = f()
    await anext(g)
    try:
        v = getattr(g, {name!r})
    except AttributeError:
        return "refused"
    return type(v).__name__
"""
    assert guest(source)[0] == "refused"


@pytest.mark.parametrize("what", ["asend(None)", "athrow(ValueError)", "aclose()"])
@pytest.mark.parametrize("name", ["send", "throw", "close", "gi_frame", "ag_frame", "cr_frame"])
def test_the_awaitables_expose_nothing(what: str, name: str) -> None:
    source = f"""
async def f():
    yield 1
async def main():
    a = f().{what}
    try:
        getattr(a, {name!r})
    except AttributeError:
        return "refused"
    return "reached"
"""
    assert guest(source)[0] == "refused"


def test_each_item_costs_fuel() -> None:
    source = """
async def count(n):
    i = 0
    while i < n:
        yield i
        i += 1
async def main(n):
    return len([x async for x in count(n)])
"""
    program = stockade.compile(source)
    small = stockade.run(program, "main", [10])
    big = stockade.run(program, "main", [1000])
    assert big.fuel - small.fuel >= 2 * 990
    with pytest.raises(stockade.LimitExceeded) as info:
        stockade.run(program, "main", [10**9], limits=stockade.Limits(fuel=100_000))
    assert info.value.limit == "fuel"


def test_hooks_are_the_hosts_again_after_a_run() -> None:
    def first(agen: Any) -> None:
        pass

    def final(agen: Any) -> None:
        pass

    before = sys.get_asyncgen_hooks()
    sys.set_asyncgen_hooks(firstiter=first, finalizer=final)
    try:
        source = """
import asyncio
async def g():
    yield 1
async def main():
    return [x async for x in g()]
"""
        assert guest(source)[0] == [1]
        hooks = sys.get_asyncgen_hooks()
        assert hooks.firstiter is first and hooks.finalizer is final
    finally:
        sys.set_asyncgen_hooks(*before)


def test_a_host_event_loop_never_sees_a_guest_async_generator() -> None:
    source = """
async def g():
    try:
        yield 1
        yield 2
    finally:
        print("closed")
async def first():
    gen = g()
    return await anext(gen), gen
def drive(coro):
    try:
        coro.send(None)
    except StopIteration as e:
        return e.value
keep = drive(first())
keep[0]
"""
    program = stockade.compile(source)

    async def host() -> tuple[Any, int]:
        loop = asyncio.get_running_loop()
        result = stockade.run(program)
        return result.value, len(loop._asyncgens)  # type: ignore[attr-defined]

    value, seen = asyncio.run(host())
    assert value == 1
    assert seen == 0


def test_async_generator_cannot_leave_the_run() -> None:
    with pytest.raises(stockade.DoorError):
        stockade.eval("async def f():\n    yield 1\nf()\n")


class Pages(stockade.Binding):
    """A paged listing whose page fetch is an async export."""

    @stockade.export
    async def page(self, n: int) -> list[int]:
        await asyncio.sleep(0)
        return [] if n >= 3 else [10 * n + i for i in range(3)]


PAGED = """
async def items():
    n = 0
    try:
        while True:
            page = await pages.page(n)
            if not page:
                return
            for x in page:
                yield x
            n += 1
    finally:
        print("pages read:", n)
async def main():
    out = [x async for x in items()]
    async for x in items():
        if x > 10:
            break
    print("after break")
    return out
"""


def test_binding_calls_inside_an_async_generator_run_and_resume_alike() -> None:
    prog = stockade.compile(PAGED, bindings={"pages": Pages})
    live = stockade.run(prog, "main", bindings={"pages": Pages()})
    assert live.value == [0, 1, 2, 10, 11, 12, 20, 21, 22]
    assert live.stdout == "pages read: 3\nafter break\npages read: 1\n"

    async def host() -> Any:
        return await stockade.run_async(prog, "main", bindings={"pages": Pages()})

    remote = asyncio.run(host())
    assert (remote.value, remote.stdout) == (live.value, live.stdout)

    step = stockade.start(prog, "main")
    answered = 0
    while isinstance(step, stockade.Suspended):
        (call,) = step.calls
        n = call.args[0] if call.args else call.kwargs["n"]
        step = step.resume([] if n >= 3 else [10 * n + i for i in range(3)])
        answered += 1
    assert answered == 6
    assert (step.value, step.stdout) == (live.value, live.stdout)
