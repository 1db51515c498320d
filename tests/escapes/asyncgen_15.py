# expect: guest TypeError
# technique: asend of an object the guest cannot await: a guest class posing as an awaitable in async for
import asyncio
class Fake:
    def __aiter__(self):
        return self
    def __anext__(self):
        return iter([1])
async def agen():
    async for x in Fake():
        yield x
async def main():
    return [x async for x in agen()]
asyncio.run(main())
