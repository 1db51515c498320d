# expect: compile STK-P010
# technique: await expression outside async def
def f():
    return await g()
