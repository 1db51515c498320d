import asyncio


async def worker(name: str, queue: asyncio.Queue, results: dict):
    while True:
        job = await queue.get()
        try:
            if job is None:
                return
            n = job
            await asyncio.sleep(0.01 * n)
            results[n] = (name, sum(i * i for i in range(n)))
            print(f"{name} finished job {n}")
        finally:
            queue.task_done()


async def main():
    queue = asyncio.Queue()
    results = {}
    for n in [5, 1, 8, 3, 2, 7]:
        await queue.put(n)
    workers = [asyncio.create_task(worker(f"w{i}", queue, results)) for i in range(3)]
    await queue.join()
    for _ in workers:
        queue.put_nowait(None)
    await asyncio.gather(*workers)
    return dict(sorted(results.items()))


asyncio.run(main())
