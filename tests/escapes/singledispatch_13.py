# expect: compile STK-V002
# technique: the kept annotation of a register'd function is verified like any expression (a dunder in it is refused)
from functools import singledispatch
@singledispatch
def f(x):
    return x
@f.register
def _(x: ().__class__.__base__):
    return 1
