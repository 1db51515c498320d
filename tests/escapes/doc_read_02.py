# expect: guest AttributeError
# technique: assigning a non-str __doc__ on a guest function, then reading it back (only a str or None is answered)
def f():
    pass
f.__doc__ = object
f.__doc__
