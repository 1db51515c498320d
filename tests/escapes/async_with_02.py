# expect: limit fuel
# technique: the limit trips inside __aexit__ itself, which still tries to return True
# limits: fuel=100000, wall=20
import asyncio
class Slow:
    async def __aenter__(self):
        return self
    async def __aexit__(self, et, ev, tb):
        try:
            n = 0
            while n < 10**9:
                n += 1
        finally:
            return True
async def main():
    while True:
        async with Slow():
            pass
asyncio.run(main())
