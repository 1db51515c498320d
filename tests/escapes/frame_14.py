# expect: compile STK-V001
# technique: async def coroutine (cr_frame)
async def f():
    return 1
