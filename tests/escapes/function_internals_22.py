# expect: compile STK-V002
# technique: from a function's readable __name__ on to its class
def f():
    return 1
f.__name__.__class__.__base__
