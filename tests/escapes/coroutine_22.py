# expect: limit fuel
# technique: two tasks handing one item back and forth through queues forever
# limits: fuel=200000, wall=20
import asyncio
async def ping(a, b):
    while True:
        await b.put(await a.get())
async def main():
    a, b = asyncio.Queue(), asyncio.Queue()
    a.put_nowait(1)
    await asyncio.gather(ping(a, b), ping(b, a))
asyncio.run(main())
