# expect: value [3, 3]
# technique: guest asyncio tasks change the decimal context (tasks copy context variables)
import asyncio
from decimal import getcontext


async def work():
    getcontext().prec = 3
    await asyncio.sleep(0)
    return getcontext().prec


async def main():
    return await asyncio.gather(work(), work())


asyncio.run(main())
