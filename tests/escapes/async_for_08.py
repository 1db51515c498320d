# expect: value 1
# technique: an async generator function used as the async iterator of async for
import asyncio
async def agen():
    yield 1
async def main():
    async for x in agen():
        return x
asyncio.run(main())
