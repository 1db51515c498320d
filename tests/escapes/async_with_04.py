# expect: guest TypeError
# technique: async with over a host object that is not a guest class (a dict): the wrapper never looks its protocol up
import asyncio
async def main():
    async with {"__aenter__": 1}:
        pass
asyncio.run(main())
