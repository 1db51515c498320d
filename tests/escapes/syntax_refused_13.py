# expect: guest TypeError
# technique: decorator stacking with a builtin that does not take a function
@len
@len
def f():
    pass
