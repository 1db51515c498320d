# expect: value True
# technique: deepcopy of a guest function returns it as it is (no reconstruction)
import copy
f = lambda: 1
copy.deepcopy(f) is f
