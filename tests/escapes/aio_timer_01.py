# expect: limit fuel
# technique: asyncio.timeout around a sleep(0) busy loop: the virtual clock never moves while a task is ready, so fuel stops it (no host clock is read)
# limits: fuel=200000
import asyncio


async def main():
    async with asyncio.timeout(0.01):
        while True:
            await asyncio.sleep(0)


asyncio.run(main())
