# expect: guest TypeError
# technique: asyncio.run of an async generator (not a coroutine)
import asyncio
async def agen():
    yield 1
try:
    asyncio.run(agen())
except ValueError:
    raise TypeError("refused as CPython refuses it")
