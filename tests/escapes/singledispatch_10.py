# expect: value [True, 2, 2, 2]
# technique: the generic function and its registry live in the run: repeated runs start from an empty registry
# runs: 3
import copy
from functools import singledispatch
@singledispatch
def f(x):
    return x
f.register(int, lambda x: -x)
[copy.deepcopy(f) is f, len(f.registry), len(copy.copy(f).registry), len(f.registry.copy())]
