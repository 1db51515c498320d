# expect: guest AttributeError
# technique: assigning __wrapped__ on a guest function to plant a stand-in, then reading the copied name through the chain
def f():
    pass
f.__wrapped__ = print
f.__qualname__
