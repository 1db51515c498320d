# expect: value [1, 1, 1]
# technique: a generator expression that awaits is an async generator too (driven by the guest loop)
import asyncio
async def one():
    return 1
async def main():
    g = (await one() for _ in range(3))
    return [x async for x in g]
asyncio.run(main())
