# expect: guest TypeError
# technique: athrow with a traceback argument (the deprecated three-argument form)
import asyncio
async def agen():
    yield 1
async def main():
    g = agen()
    await anext(g)
    await g.athrow(ValueError, ValueError("x"), 1)
asyncio.run(main())
