# expect: guest TypeError
# technique: asyncio.shield of a plain generator: only guest coroutines and the scheduler's futures are awaitable
# entry: main
import asyncio


def gen():
    yield 1


async def main():
    await asyncio.shield(gen())
