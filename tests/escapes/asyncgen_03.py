# expect: value True
# technique: hasattr probes ag_await on a suspended async generator (answered without reaching it)
import asyncio
async def agen():
    await asyncio.sleep(0)
    yield 1
async def main():
    g = agen()
    await anext(g)
    return hasattr(g, "ag_" + "await")
asyncio.run(main())
