# expect: value ['a0', 'closed a', 'b0', 'closed b']
# technique: aclose during iteration (from the consumer's body) ends the async for; a break closes the other through the loop's finalizer hook
import asyncio
async def agen(name, log):
    try:
        for i in range(3):
            yield f"{name}{i}"
    finally:
        log.append(f"closed {name}")
async def main():
    log = []
    g = agen("a", log)
    async for x in g:
        log.append(x)
        await g.aclose()
    async for x in agen("b", log):
        log.append(x)
        break
    return log
asyncio.run(main())
