# expect: compile STK-V002
# technique: reading the implicit __class__ cell name inside a function
def f():
    return __class__
