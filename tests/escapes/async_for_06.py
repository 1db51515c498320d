# expect: compile STK-V003
# technique: ag_frame of an async generator expression (admitted since async generators are; its frame is not)
import asyncio
class It:
    def __aiter__(self):
        return self
    async def __anext__(self):
        raise StopAsyncIteration
async def main():
    g = (x async for x in It())
    return g.ag_frame
asyncio.run(main())
