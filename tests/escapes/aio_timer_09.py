# expect: compile STK-V003
# technique: reading the virtual clock through the deadline of an asyncio.timeout
# entry: main
import asyncio


async def main():
    async with asyncio.timeout(1) as t:
        return t.when()
