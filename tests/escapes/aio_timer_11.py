# expect: value 20000
# technique: 20000 wait_for calls with a long timeout: each leaves a cancelled timer, which must not pile up in the heap
# limits: fuel=3000000, memory=30000000, wall=10
# entry: main
import asyncio


async def quick(i):
    return 1


async def main():
    n = 0
    for i in range(20000):
        n += await asyncio.wait_for(quick(i), timeout=1000.0 + i)
    return n
