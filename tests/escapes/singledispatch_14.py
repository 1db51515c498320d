# expect: limit fuel
# technique: an annotation that loops forever is evaluated as guest code at def time (metered)
# limits: fuel=100000
from functools import singledispatch
def spin():
    while True:
        pass
@singledispatch
def f(x):
    return x
@f.register
def _(x: spin()):
    return 1
