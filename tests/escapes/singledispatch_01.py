# expect: compile STK-V003
# technique: singledispatch stand-in's private tables (_sk_table) are no attribute of any admitted type
from functools import singledispatch
@singledispatch
def f(x):
    return x
f._sk_table
