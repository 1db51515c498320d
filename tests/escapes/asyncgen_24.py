# expect: limit fuel
# technique: async with over an asynccontextmanager whose generator catches BaseException while the fuel limit is in flight
# limits: fuel=200000, wall=20
import asyncio
from contextlib import asynccontextmanager
@asynccontextmanager
async def swallow():
    try:
        yield
    except BaseException:
        pass
async def main():
    async with swallow():
        while True:
            pass
    return "swallowed"
asyncio.run(main())
