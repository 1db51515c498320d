# expect: compile STK-V013
# technique: derive from a collections.abc class (its mixin methods would run as host code over guest methods)
from collections.abc import MutableMapping
class Store(MutableMapping):
    def __getitem__(self, k): return 1
    def __setitem__(self, k, v): pass
    def __delitem__(self, k): pass
    def __iter__(self): return iter([])
    def __len__(self): return 0
Store()
