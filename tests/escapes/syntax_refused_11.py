# expect: compile STK-V001
# technique: await expression
def f():
    return await g()
