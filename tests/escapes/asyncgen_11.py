# expect: limit fuel
# technique: an async generator whose finally loops forever, reached through the finalizer after break
# limits: fuel=200000, wall=20
import asyncio
async def agen():
    try:
        while True:
            yield 1
    finally:
        n = 0
        while True:
            n += 1
async def main():
    async for x in agen():
        break
    await asyncio.sleep(0)
    await asyncio.sleep(0)
asyncio.run(main())
