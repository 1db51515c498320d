# expect: limit fuel
# technique: an endless async for whose __anext__ returns an already finished task (no guest frame runs, no task step: only the loop's own tick)
# limits: fuel=100000, wall=20
import asyncio
class Forever:
    def __init__(self, done):
        self.done = done
    def __aiter__(self):
        return self
    def __anext__(self):
        return self.done
async def one():
    return 1
async def main():
    t = asyncio.create_task(one())
    await t
    async for x in Forever(t):
        pass
asyncio.run(main())
