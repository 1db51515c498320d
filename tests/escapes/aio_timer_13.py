# expect: limit fuel
# technique: a task that swallows every cancellation and sleeps again, inside wait_for: the virtual clock keeps moving and fuel stops it
# limits: fuel=100000
# entry: main
import asyncio


async def stubborn():
    while True:
        try:
            await asyncio.sleep(1)
        except asyncio.CancelledError:
            pass


async def main():
    await asyncio.wait_for(stubborn(), timeout=0.5)
