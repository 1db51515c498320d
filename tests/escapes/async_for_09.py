# expect: compile STK-V003
# technique: reaching the wrapped async iterator's internals from __anext__ through a coroutine attribute chain
import asyncio
class It:
    def __aiter__(self):
        return self
    async def __anext__(self):
        raise StopAsyncIteration
async def main():
    it = It()
    coro = it.__anext__()
    try:
        return coro.cr_await
    finally:
        coro.close()
asyncio.run(main())
