# expect: guest AttributeError
# technique: f.dispatch is a bound host method: its attributes (__self__, __func__ via register) stay unreadable
from functools import singledispatch
@singledispatch
def f(x):
    return x
f.dispatch.registry
