# expect: compile STK-V002
# technique: coroutine wrapper via __await__
async def f():
    pass
f().__await__()
