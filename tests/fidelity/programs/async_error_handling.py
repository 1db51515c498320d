import asyncio


async def work(n):
    await asyncio.sleep(0)
    if n % 3 == 0:
        raise ValueError(f"task {n} failed")
    return n * n


async def main():
    results = await asyncio.gather(*(work(i) for i in range(1, 8)), return_exceptions=True)
    ok = [r for r in results if not isinstance(r, Exception)]
    failed = [str(r) for r in results if isinstance(r, Exception)]
    try:
        await asyncio.gather(work(3), work(4))
    except ValueError as e:
        first = str(e)
    return ok, failed, first


asyncio.run(main())
