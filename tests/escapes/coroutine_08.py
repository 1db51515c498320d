# expect: guest AttributeError
# technique: format field reaching the asyncio facade internals through a gather future
import asyncio
async def main():
    g = asyncio.gather()
    return "{0._loop.state}".format(g)
asyncio.run(main())
