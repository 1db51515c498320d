# expect: compile STK-V001
# technique: async for
async def f():
    async for x in y:
        pass
