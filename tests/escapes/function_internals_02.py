# expect: compile STK-V002
# technique: function __code__
def f():
    return 1
f.__code__
