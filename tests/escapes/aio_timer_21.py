# expect: limit fuel
# technique: thousands of wait_for calls on one shared task: each adds a done callback to it, and removing one scans the list, which must be charged
# limits: fuel=600000, memory=300000000
# entry: main
import asyncio


async def forever():
    await asyncio.Event().wait()


async def waiter(shared):
    try:
        await asyncio.wait_for(asyncio.shield(shared), timeout=1)
    except TimeoutError:
        pass


async def main():
    shared = asyncio.create_task(forever())
    await asyncio.gather(*(waiter(shared) for _ in range(6000)))
