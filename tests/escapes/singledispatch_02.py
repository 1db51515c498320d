# expect: value 'base'
# technique: singledispatch wrapper's __wrapped__ (functools.update_wrapper's link) is the program's own function, nothing more
from functools import singledispatch
@singledispatch
def f(x):
    return "base"
@f.register
def _(x: int):
    return "int"
f.__wrapped__(1)
