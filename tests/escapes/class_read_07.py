# expect: guest TypeError
# technique: __class__ of a function (FunctionType is never handed out)
def f():
    pass
f.__class__
