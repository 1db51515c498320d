# expect: guest AttributeError
# technique: reading the loop a Semaphore is bound to (_loop) after it has waited
import asyncio
class Cover:
    _loop = None
async def hold(sem):
    async with sem:
        await asyncio.sleep(0)
async def main():
    sem = asyncio.Semaphore(1)
    await asyncio.gather(hold(sem), hold(sem))
    return sem._loop
asyncio.run(main())
