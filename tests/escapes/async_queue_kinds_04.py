# expect: guest TypeError
# technique: ensure_future with a loop argument, to hand a guest object to the scheduler as its loop
import asyncio
async def job():
    return 1
async def main():
    return await asyncio.ensure_future(job(), loop=object())
asyncio.run(main())
