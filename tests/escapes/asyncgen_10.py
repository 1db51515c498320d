# expect: limit fuel
# technique: an async generator whose finally never ends, closed by asyncio.run's shutdown_asyncgens
# limits: fuel=200000, wall=20
import asyncio
async def agen():
    try:
        yield 1
    finally:
        while True:
            await asyncio.sleep(0)
async def main():
    g = agen()
    await anext(g)
    return g
asyncio.run(main())
