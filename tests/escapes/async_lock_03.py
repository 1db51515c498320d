# expect: door
# technique: returning an asyncio.Lock (holding the run's loop) out of the run
# entry: main
import asyncio
async def main():
    lock = asyncio.Lock()
    async with lock:
        pass
    return lock
