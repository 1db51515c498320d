# expect: guest TypeError
# technique: type() of an as_completed iterator, to reach its class and its internal queue
# entry: main
import asyncio


async def main():
    it = asyncio.as_completed([asyncio.sleep(0.1)])
    cls = type(it)
    return cls
