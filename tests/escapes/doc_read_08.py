# expect: guest AttributeError
# technique: __doc__ of a generator object (the generator type has one)
def g():
    yield 1
g().__doc__
