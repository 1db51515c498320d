# expect: guest AttributeError
# technique: add_done_callback on a task, to be called back by the loop with its internals
import asyncio
class Name:
    def __init__(self):
        self.add_done_callback = 1
async def job():
    return 1
async def main():
    t = asyncio.create_task(job())
    t.add_done_callback(print)
asyncio.run(main())
