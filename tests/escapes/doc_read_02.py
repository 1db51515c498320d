# expect: compile STK-V002
# technique: assigning __doc__ on a guest function
def f():
    pass
f.__doc__ = object
