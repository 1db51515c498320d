# expect: guest TypeError
# technique: create_task of an object that is not a coroutine (a guest class with send/throw)
import asyncio
class FakeCoro:
    def send(self, v):
        return None
    def throw(self, e):
        raise e
async def main():
    asyncio.create_task(FakeCoro())
asyncio.run(main())
