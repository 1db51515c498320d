# expect: guest TypeError
# technique: asyncio.wait given a coroutine directly and then a host object: refused as in CPython, nothing is wrapped
# entry: main
import asyncio


async def main():
    await asyncio.wait([print])
