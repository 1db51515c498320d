# expect: guest TypeError
# technique: asyncio.wait_for on an object that is not a guest awaitable (a guest class with __await__-like method names)
# entry: main
import asyncio


class Fake:
    def send(self, v):
        return v


async def main():
    await asyncio.wait_for(Fake(), timeout=1)
