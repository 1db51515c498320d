# expect: limit wall
# limits: wall=0.3, fuel=10**12
# technique: virtual sleeps forever cannot block the host (no host clock, ticks per step)
import asyncio
async def main():
    while True:
        await asyncio.sleep(3600)
asyncio.run(main())
