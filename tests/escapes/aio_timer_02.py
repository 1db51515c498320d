# expect: value 'done'
# technique: sleeping 1e300 s, 10**300 s and forever under a 1e308 s wait_for: the virtual clock jumps, the host never waits
# limits: wall=2
# entry: main
import asyncio


async def main():
    await asyncio.sleep(1e300)
    await asyncio.sleep(10**300)
    try:
        await asyncio.wait_for(asyncio.sleep(float("inf")), timeout=1e308)
    except TimeoutError:
        pass
    return "done"
