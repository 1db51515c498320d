# expect: guest AttributeError
# technique: a task's private step method, to drive its coroutine from guest code
import asyncio
class Name:
    def __init__(self):
        self._step = 1
async def job():
    return 1
async def main():
    t = asyncio.create_task(job())
    return t._step
asyncio.run(main())
