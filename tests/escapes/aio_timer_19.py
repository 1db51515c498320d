# expect: value 'cancelled'
# kv-calls: 0
# bindings: kv
# technique: cancelling a task while its binding call waits for the next batch: the cancelled call is dropped, never sent to the host
# entry: main
import asyncio


async def fetch():
    return await kv.aget("a")


async def main():
    t = asyncio.create_task(fetch())
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        return "cancelled"
    return "ran"
