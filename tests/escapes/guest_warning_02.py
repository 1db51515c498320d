# expect: guest ValueError
# technique: generator throw() with the deprecated (type, value, traceback) signature
g = (x for x in [1])
g.throw(ValueError, ValueError('x'), None)
