# expect: compile STK-V003
# technique: coroutine cr_frame
async def f():
    pass
f().cr_frame
