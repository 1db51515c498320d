# expect: limit fuel
# technique: an endless async iterator whose __anext__ catches everything it can and keeps going
# limits: fuel=100000, wall=20
import asyncio
class Stubborn:
    def __aiter__(self):
        return self
    async def __anext__(self):
        try:
            await asyncio.sleep(0)
        except BaseException:
            pass
        return 1
async def main():
    n = 0
    while True:
        try:
            async for x in Stubborn():
                n += x
        except BaseException:
            pass
asyncio.run(main())
