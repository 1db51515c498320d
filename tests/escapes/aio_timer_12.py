# expect: guest RuntimeError
# technique: waiting forever on an Event under an infinite timeout: a deadlock is reported, not a hang
# entry: main
import asyncio


async def main():
    await asyncio.wait_for(asyncio.Event().wait(), timeout=float("inf"))
