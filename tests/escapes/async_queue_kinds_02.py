# expect: limit fuel
# limits: fuel=200000
# technique: a guest __lt__ that never ends, called by the host's heappush inside PriorityQueue.put_nowait
import asyncio
class Slow:
    def __lt__(self, other):
        while True:
            pass
async def main():
    q = asyncio.PriorityQueue()
    q.put_nowait(Slow())
    q.put_nowait(Slow())
asyncio.run(main())
