# expect: guest TypeError
# technique: dispatch() on a non-class takes CPython's path (no weak reference to an int), not a host cache
from functools import singledispatch
@singledispatch
def f(x):
    return x
f.dispatch(5)
