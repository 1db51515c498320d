# expect: guest TypeError
# technique: x.__class__ of a function (lowered to the guest's type(): refused like type(f))
def f():
    pass
f.__class__
