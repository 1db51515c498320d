# expect: guest RuntimeError
# technique: a task acquiring a Lock it already holds: the scheduler reports the deadlock instead of hanging
# limits: wall=5
import asyncio
async def main():
    lock = asyncio.Lock()
    async with lock:
        async with lock:
            return 1
asyncio.run(main())
