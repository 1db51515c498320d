# expect: guest OverflowError
# technique: a sleep of 10**400 seconds, which CPython's float clock cannot add, must not make the virtual clock a huge int
# entry: main
import asyncio


async def main():
    await asyncio.sleep(10**400)
