# expect: compile STK-V003
# technique: coroutine cr_await reaches the awaited host future
async def f():
    pass
f().cr_await
