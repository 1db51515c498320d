# expect: door
# technique: smuggle the scheduler future yielded by a manually driven coroutine out of the run
import asyncio
async def co():
    await asyncio.sleep(1)
async def main():
    c = co()
    return c.send(None)
asyncio.run(main())
