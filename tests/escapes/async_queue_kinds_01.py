# expect: compile STK-V003
# technique: reading a PriorityQueue's private heap list to mutate it behind the queue's back
import asyncio
async def main():
    q = asyncio.PriorityQueue()
    q._queue.append(1)
asyncio.run(main())
