# expect: guest TypeError
# technique: async for over a builtin list (async for drives only guest async iterators)
import asyncio
async def f():
    async for x in [1, 2]:
        pass
asyncio.run(f())
