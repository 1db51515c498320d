# expect: limit memory
# technique: an async generator that accumulates memory between yields
# limits: memory=30000000, fuel=10**9, wall=20
import asyncio
async def agen():
    data = []
    while True:
        data.append("x" * 10000 + str(len(data)))
        yield len(data)
async def main():
    async for n in agen():
        pass
asyncio.run(main())
