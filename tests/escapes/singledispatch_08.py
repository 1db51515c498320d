# expect: guest TypeError
# technique: type() of the host-side generic function object is not handed out
from functools import singledispatch
@singledispatch
def f(x):
    return x
type(f)
