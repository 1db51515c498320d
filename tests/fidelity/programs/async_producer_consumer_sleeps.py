import asyncio

# Two producers at different rates, two consumers with different processing times, a
# bounded queue; every two events the output depends on are at least 20 ms apart.


async def producer(name: str, q: asyncio.Queue, count: int, period: float, log: list):
    for i in range(count):
        await asyncio.sleep(period)
        item = f"{name}{i}"
        await q.put(item)
        log.append(f"put {item} (size {q.qsize()})")


async def consumer(name: str, q: asyncio.Queue, cost: float, done: dict):
    while True:
        item = await q.get()
        try:
            if item is None:
                return name
            await asyncio.sleep(cost)
            done.setdefault(name, []).append(item)
        finally:
            q.task_done()


async def main():
    q = asyncio.Queue(maxsize=2)
    log, done = [], {}
    consumers = [
        asyncio.create_task(consumer("fast", q, 0.04, done)),
        asyncio.create_task(consumer("slow", q, 0.26, done)),
    ]
    await asyncio.gather(
        producer("a", q, 4, 0.1, log),
        producer("b", q, 3, 0.16, log),
    )
    await q.join()
    for _ in consumers:
        await q.put(None)
    finished = await asyncio.gather(*consumers)
    print("\n".join(log))
    for name in sorted(done):
        print(name, done[name])
    return finished, sum(len(v) for v in done.values())


asyncio.run(main())
