# expect: compile STK-V001
# technique: yield from
def f():
    yield from [1]
