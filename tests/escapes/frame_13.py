# expect: guest AttributeError
# technique: yield from a generator, then reach the delegate through str.format traversal
def inner():
    yield 1
def outer():
    yield from inner()
g = outer()
next(g)
"{0.gi_yieldfrom}".format(g)
