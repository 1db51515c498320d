# expect: limit fuel
# technique: an async generator expression over an unbounded async generator, consumed forever
# limits: fuel=200000, wall=20
import asyncio
async def count():
    i = 0
    while True:
        yield i
        i += 1
async def main():
    total = 0
    async for v in (x * 2 async for x in count()):
        total += v
asyncio.run(main())
