# expect: guest AttributeError
# technique: the registry view is read-only: no clear/update/setitem reaches the dispatch table
from functools import singledispatch
@singledispatch
def f(x):
    return x
f.registry.clear()
