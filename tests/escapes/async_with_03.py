# expect: limit fuel
# technique: a def __aexit__ returning an already finished task: no guest frame runs when the body's limit passes through
# limits: fuel=100000, wall=20
import asyncio
async def yes():
    return True
class Swallow:
    def __init__(self, t):
        self.t = t
    async def __aenter__(self):
        return self
    def __aexit__(self, et, ev, tb):
        return self.t
async def main():
    t = asyncio.create_task(yes())
    await t
    while True:
        async with Swallow(t):
            while True:
                pass
asyncio.run(main())
