"""asyncio.PriorityQueue, LifoQueue and ensure_future: CPython's results and errors."""

from __future__ import annotations

import pytest

from stdlib_diff import guest_error, same

PROGRAMS: dict[str, str] = {
    "priority": """
import asyncio
async def main():
    q = asyncio.PriorityQueue()
    for item in [(3, "c"), (1, "a"), (2, "b"), (1, "a0")]:
        await q.put(item)
    out = [q.qsize(), q.full(), q.maxsize]
    while not q.empty():
        out.append(q.get_nowait())
        q.task_done()
    await q.join()
    return out
asyncio.run(main())
""",
    "priority_workers": """
import asyncio
async def worker(name, q, done):
    while True:
        prio, job = await q.get()
        done.append((name, prio, job))
        q.task_done()
        await asyncio.sleep(0)
async def main():
    q = asyncio.PriorityQueue(maxsize=2)
    done = []
    workers = [asyncio.create_task(worker(f"w{i}", q, done)) for i in range(2)]
    for prio, job in [(5, "low"), (1, "urgent"), (3, "mid"), (0, "now")]:
        await q.put((prio, job))
    await q.join()
    for w in workers:
        w.cancel()
    await asyncio.gather(*workers, return_exceptions=True)
    return done
asyncio.run(main())
""",
    "lifo": """
import asyncio
async def main():
    q = asyncio.LifoQueue(maxsize=3)
    for i in range(3):
        q.put_nowait(i)
    try:
        q.put_nowait(9)
    except asyncio.QueueFull:
        full = True
    out = [q.get_nowait() for _ in range(3)]
    try:
        q.get_nowait()
    except asyncio.QueueEmpty:
        empty = True
    return out, full, empty, type(q).__name__
asyncio.run(main())
""",
    "ensure_future": """
import asyncio
async def job(n):
    await asyncio.sleep(0)
    return n * 2
async def main():
    t = asyncio.ensure_future(job(1))
    same = asyncio.ensure_future(t) is t
    results = await asyncio.gather(t, asyncio.ensure_future(job(2)))
    try:
        asyncio.ensure_future(3)
    except TypeError as e:
        err = str(e)
    return results, same, err
asyncio.run(main())
""",
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_program_matches_cpython(name: str) -> None:
    same(PROGRAMS[name].strip())


def test_priority_queue_entries_that_do_not_compare_raise_cpythons_error() -> None:
    err = guest_error(
        "import asyncio\nasync def main():\n    q = asyncio.PriorityQueue()\n    q.put_nowait((1, {'a': 1}))\n"
        "    q.put_nowait((1, {'b': 2}))\nasyncio.run(main())"
    )
    assert err.type_name == "TypeError"
    assert "'<' not supported between instances of 'dict' and 'dict'" in err.message
