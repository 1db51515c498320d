# expect: guest AttributeError
# technique: a program function's __wrapped__ pointed at a runtime stand-in, then its copied metadata read
def f():
    pass
f.__wrapped__ = print
f.__qualname__
