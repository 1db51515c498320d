# expect: limit recursion
# technique: unbounded recursion through async generators iterating themselves
# limits: wall=20
import asyncio
async def agen(n):
    async for x in agen(n + 1):
        yield x
    yield n
async def main():
    return [x async for x in agen(0)]
asyncio.run(main())
