# expect: limit fuel
# technique: __aexit__ returns True to swallow the fuel limit raised inside the async with body
# limits: fuel=100000, wall=20
import asyncio
class Swallow:
    async def __aenter__(self):
        return self
    async def __aexit__(self, et, ev, tb):
        return True
async def main():
    while True:
        async with Swallow():
            while True:
                pass
asyncio.run(main())
