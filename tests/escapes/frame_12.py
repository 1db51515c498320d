# expect: compile STK-V001
# technique: generator function with yield (refused syntax)
def f():
    yield 1
