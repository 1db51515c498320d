# expect: guest TypeError
# technique: __aenter__ returns a plain generator (yield-protocol object) to drive the task with host values
import asyncio
def gen():
    yield "not a future"
class M:
    def __aenter__(self):
        return gen()
    async def __aexit__(self, *a):
        return False
async def main():
    async with M():
        pass
asyncio.run(main())
