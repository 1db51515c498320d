# expect: limit fuel
# limits: fuel=20000, wall=10
# technique: swallow a limit inside a gathered task with except BaseException and await again
import asyncio
async def spin():
    while True:
        try:
            while True:
                await asyncio.sleep(0)
        except BaseException:
            pass
async def main():
    await asyncio.gather(spin(), spin())
asyncio.run(main())
