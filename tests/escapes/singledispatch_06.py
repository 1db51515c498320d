# expect: limit recursion
# technique: a generic function that dispatches to itself forever stops at the guest's depth limit
from functools import singledispatch
@singledispatch
def f(x):
    return f(x)
f(1)
