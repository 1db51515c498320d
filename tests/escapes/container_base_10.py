# expect: limit fuel
# limits: fuel=300000
# technique: copy.deepcopy of a dict subclass whose __setitem__ loops (deepcopy rebuilds it through the guest's __setitem__, metered)
import copy
class D(dict):
    def __setitem__(self, k, v):
        while True:
            pass
d = D()
dict.__setitem__(d, "a", 1)
copy.deepcopy(d)
