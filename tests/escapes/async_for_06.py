# expect: compile STK-V010
# technique: an async generator expression (it would be an async generator with ag_frame/ag_code and the host's asyncgen hooks)
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
