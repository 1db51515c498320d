# expect: value [0, 1]
# stdout: ''
# technique: derive from a collections.abc class: its mixin methods run as CPython's Python code over the program's own methods (each call metered), and reach nothing else
from collections.abc import MutableMapping
class Store(MutableMapping):
    def __init__(self): self.d = {}
    def __getitem__(self, k): return self.d[k]
    def __setitem__(self, k, v): self.d[k] = v
    def __delitem__(self, k): del self.d[k]
    def __iter__(self): return iter(sorted(self.d))
    def __len__(self): return len(self.d)
s = Store()
s.update({1: "a", 0: "b"})
list(s.keys())
