# expect: guest RuntimeError
# technique: a task waiting on itself through gather (deadlock) must not hang the host
import asyncio
holder = []
async def waits():
    await holder[0]
async def main():
    g = asyncio.gather(waits())
    holder.append(g)
    await g
asyncio.run(main())
