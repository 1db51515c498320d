# expect: value [1]
# technique: asend of a host-typed value the guest can hold only as guest data (a module facade), echoed back
import asyncio
import math
async def agen():
    got = yield 0
    yield got is math
async def main():
    g = agen()
    await anext(g)
    r = await g.asend(math)
    await g.aclose()
    return [int(r)]
asyncio.run(main())
