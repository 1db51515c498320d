# expect: guest TypeError
# technique: an exception's cause assigned a non-exception (a host-looking object), CPython's setter refuses it
e = ValueError("x")
e.__cause__ = print
