# expect: compile STK-V003
# technique: reaching the task a Timeout cancels through a private attribute
# entry: main
import asyncio


async def main():
    async with asyncio.timeout(1) as t:
        t._task.cancel()
