# expect: guest TypeError
# technique: __class__ of a generator object (GeneratorType is never handed out)
def g():
    yield 1
g().__class__
