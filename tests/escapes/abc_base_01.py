# expect: guest AttributeError
# technique: a MutableMapping subclass reaching the ABC's process-wide registry through register
from collections.abc import MutableMapping
class M(MutableMapping):
    def __getitem__(self, k): return 1
    def __setitem__(self, k, v): pass
    def __delitem__(self, k): pass
    def __iter__(self): return iter(())
    def __len__(self): return 0
M.register(int)
