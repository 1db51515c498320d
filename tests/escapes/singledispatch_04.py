# expect: value [True, True, 2, 'obj']
# technique: registering object and a host class replaces entries only; dispatch on a module facade and on a class reaches nothing new
from functools import singledispatch
import math
@singledispatch
def f(x):
    return "obj"
f.register(object, lambda x: "obj")
f.register(int, lambda x: x)
[f(5) == 5, f(math) == "obj", len(f.registry), f(int)]
