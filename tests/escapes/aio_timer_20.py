# expect: value 3000
# technique: as_completed over thousands of tasks: each completion must be O(1) host work, not a scan of the ones left
# limits: fuel=10000000, wall=10
# entry: main
import asyncio


async def job(i):
    await asyncio.sleep(0.001 * (3000 - i))
    return 1


async def main():
    n = 0
    for c in asyncio.as_completed([job(i) for i in range(3000)]):
        n += await c
    return n
