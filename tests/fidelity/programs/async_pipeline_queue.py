import asyncio


async def producer(queue, items):
    for item in items:
        await queue.put(item)
        await asyncio.sleep(0)
    await queue.put(None)


async def consumer(queue, out):
    while True:
        item = await queue.get()
        if item is None:
            break
        out.append(item.upper())


async def main():
    queue = asyncio.Queue(maxsize=2)
    out = []
    await asyncio.gather(producer(queue, ["a", "b", "c", "d"]), consumer(queue, out))
    return out


asyncio.run(main())
