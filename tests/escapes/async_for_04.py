# expect: guest TypeError
# technique: __anext__ returns a host object with __await__-like protocol methods (a generator): refused like CPython refuses a non-awaitable
import asyncio
def gen():
    yield None
    yield None
class It:
    def __aiter__(self):
        return self
    def __anext__(self):
        return gen()
async def main():
    async for x in It():
        return x
asyncio.run(main())
