# expect: value ["shout", "a.shout", "doc", 3]
# technique: a program function's own metadata set by hand (as update_wrapper would), read back as CPython does
def g(x):
    return x + 1
def f():
    pass
f.__name__ = "shout"
f.__qualname__ = "a.shout"
f.__doc__ = "doc"
f.__wrapped__ = g
[f.__name__, f.__qualname__, f.__doc__, f.__wrapped__(2)]
