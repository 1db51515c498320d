# expect: guest RuntimeError
# technique: aclose while the generator is running (from inside its own body)
import asyncio
async def agen():
    global g
    await g.aclose()
    yield 1
async def main():
    global g
    g = agen()
    return await anext(g)
asyncio.run(main())
