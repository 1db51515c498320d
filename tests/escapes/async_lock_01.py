# expect: guest AttributeError
# technique: reading asyncio.Lock's host internals (_waiters holds the loop's futures)
import asyncio
class Cover:
    _waiters = None
async def main():
    lock = asyncio.Lock()
    async with lock:
        return lock._waiters
asyncio.run(main())
