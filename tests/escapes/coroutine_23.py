# expect: guest RuntimeError
# technique: a queue get that nothing will ever feed: the scheduler reports the deadlock instead of hanging
# limits: wall=5
import asyncio
async def main():
    q = asyncio.Queue()
    return await q.get()
asyncio.run(main())
