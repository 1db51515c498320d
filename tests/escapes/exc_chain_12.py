# expect: guest TypeError
# technique: assign a non-exception to __cause__ (smuggle an object into a chain): CPython's setter refuses it
e = ValueError("x")
e.__cause__ = print
