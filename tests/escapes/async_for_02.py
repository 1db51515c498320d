# expect: limit fuel | limit memory
# technique: an async list comprehension over an endless async iterator (the comprehension's pulls are metered)
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
    return [x async for x in Forever(t)]
asyncio.run(main())
