# expect: limit fuel
# technique: two tasks passing a Lock back and forth forever
# limits: fuel=200000, wall=20
import asyncio
async def spin(lock):
    while True:
        async with lock:
            await asyncio.sleep(0)
async def main():
    lock = asyncio.Lock()
    await asyncio.gather(spin(lock), spin(lock))
asyncio.run(main())
