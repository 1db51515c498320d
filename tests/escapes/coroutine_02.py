# expect: compile STK-V003
# technique: coroutine cr_code
async def f():
    pass
f().cr_code
