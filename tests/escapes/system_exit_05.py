# expect: guest SystemExit
# technique: SystemExit raised from a sort key inside C code (sorted) and from a gathered asyncio task
import asyncio


def key(x):
    if x == 3:
        raise SystemExit("from a key")
    return x


try:
    sorted([1, 2, 3], key=key)
except SystemExit as e:
    print(e.code)


async def task():
    await asyncio.sleep(0)
    raise SystemExit(0)


async def main():
    await asyncio.gather(task(), task())


asyncio.run(main())
