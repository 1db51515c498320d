# expect: value ['timeout', 'TypeError']
# kv-calls: 0
# bindings: kv
# technique: an async binding call held unawaited, then cancelled by wait_for(timeout=0) and passed to asyncio.wait: the host is never called
# entry: main
import asyncio


async def main():
    out = []
    call = kv.aget("a")
    try:
        await asyncio.wait_for(call, timeout=0)
    except TimeoutError:
        out.append("timeout")
    try:
        await asyncio.wait([kv.aget("b")])
    except TypeError:
        out.append("TypeError")
    return out
