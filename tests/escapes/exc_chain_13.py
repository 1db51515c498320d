# expect: guest TypeError
# technique: assign __context__ to smuggle an object through an exception: CPython's setter refuses it
e = ValueError("x")
e.__context__ = {"k": 1}
