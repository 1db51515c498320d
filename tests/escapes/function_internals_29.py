# expect: guest AttributeError
# technique: getattr with a dunder name on a guest function that has own attributes
def f():
    pass
f.x = 1
getattr(f, "__globals__")
