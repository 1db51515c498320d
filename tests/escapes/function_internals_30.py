# expect: compile STK-V002
# technique: store a dunder attribute (__code__) on a guest function
def f():
    return 1
def g():
    return 2
f.__code__ = g.__code__
