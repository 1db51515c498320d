# expect: compile STK-V002
# technique: a return annotation reading a function's globals
def g():
    pass
def f() -> g.__globals__:
    pass
