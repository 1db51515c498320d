# expect: compile STK-V003
# technique: async def coroutine (cr_frame)
async def f():
    return 1
f().cr_frame.f_back
