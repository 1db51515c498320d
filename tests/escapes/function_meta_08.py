# expect: guest TypeError
# technique: a program function's __annotations__ replaced by a non-dict (CPython's setter refuses it)
def f():
    pass
f.__annotations__ = [("x", int)]
