# expect: guest ValueError
# technique: generator throw() with the deprecated (type, value, traceback) signature
# hole: a DeprecationWarning raised in guest code reaches the host's warnings machinery (and on 3.13 replaces the guest's exception with KeyError('__import__'))
# hole-when: >=3.12
g = (x for x in [1])
g.throw(ValueError, ValueError('x'), None)
