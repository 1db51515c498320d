# expect: limit memory
# technique: an unbounded asyncio.Queue filled forever by a task that never yields
# limits: memory=30000000, fuel=10**9, wall=20
import asyncio
async def main():
    q = asyncio.Queue()
    while True:
        q.put_nowait("x" * 1000 + str(q.qsize()))
asyncio.run(main())
