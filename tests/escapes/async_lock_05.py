# expect: guest RuntimeError
# technique: two tasks taking two locks in opposite order (a classic deadlock) must not hang the host
# limits: wall=5
import asyncio
async def one(a, b):
    async with a:
        await asyncio.sleep(0)
        async with b:
            return 1
async def main():
    a, b = asyncio.Lock(), asyncio.Lock()
    return await asyncio.gather(one(a, b), one(b, a))
asyncio.run(main())
