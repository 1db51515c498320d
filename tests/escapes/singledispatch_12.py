# expect: compile STK-V001
# technique: a string annotation under @register would be evaluated by get_type_hints in the host; refused
from functools import singledispatch
@singledispatch
def f(x):
    return x
@f.register
def _(x: "__import__('os').system('id')"):
    return 1
