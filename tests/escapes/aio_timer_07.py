# expect: value ['timeout', 'second run']
# technique: a Timeout made in one asyncio.run and a task left sleeping there, used again in a second asyncio.run: nothing of the first loop fires in the second
# entry: main
import asyncio

kept = []


async def first():
    kept.append(asyncio.timeout(0.5))
    asyncio.create_task(asyncio.sleep(100))
    await asyncio.sleep(0)


async def second(log):
    try:
        async with kept[0]:
            await asyncio.sleep(1)
    except TimeoutError:
        log.append("timeout")
    log.append("second run")


def main():
    log = []
    asyncio.run(first())
    asyncio.run(second(log))
    return log
