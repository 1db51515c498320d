# expect: compile STK-V003
# technique: asyncio.timeout_at, which takes a deadline on the loop's clock
# entry: main
import asyncio


async def main():
    async with asyncio.timeout_at(10):
        pass
