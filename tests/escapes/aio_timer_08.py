# expect: compile STK-V003
# technique: reading the loop's clock through asyncio.get_running_loop().time()
# entry: main
import asyncio


async def main():
    return asyncio.get_running_loop().time()
