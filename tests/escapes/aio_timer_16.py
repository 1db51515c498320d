# expect: value ['timeout', 0]
# kv-calls: 0
# bindings: kv
# technique: wait_for(timeout=0) on a coroutine that would call a binding: the task is cancelled before it starts and the host is never called
# entry: main
import asyncio


async def fetch():
    return await kv.aget("a")


async def main():
    try:
        await asyncio.wait_for(fetch(), timeout=0)
    except TimeoutError:
        return ["timeout", 0]
    return ["ran", 1]
