# expect: compile STK-V002
# technique: singledispatch wrapper's __wrapped__ (functools.update_wrapper's link) is a dunder
from functools import singledispatch
@singledispatch
def f(x):
    return x
f.__wrapped__
