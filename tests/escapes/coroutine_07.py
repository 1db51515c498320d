# expect: guest TypeError
# technique: await a host builtin object (no __await__ is reachable)
import asyncio
async def main():
    return await print
asyncio.run(main())
