# expect: value [1, 1]
# kv-calls: 2
# bindings: kv
# technique: a binding call under a tiny timeout: awaited calls take no virtual time, so the timeout cannot fire while the host works
# entry: main
import asyncio


async def fetch():
    return await kv.aget("a")


async def main():
    a = await asyncio.wait_for(fetch(), timeout=1e-9)
    async with asyncio.timeout(1e-9):
        b = await kv.aget("a")
    return [a, b]
