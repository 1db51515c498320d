# expect: guest AttributeError
# technique: member of an enum refused after EnumType built it, kept by its __init__ and read later
from enum import Flag
kept = []
bases = [Flag]
B = bases[0]
try:
    class Perm(B):
        def _iter_member_(self, value):
            return iter(())
        R = 1
        def __init__(self, *args):
            self.secret = "kept"
            kept.append(self)
except TypeError:
    pass
kept[0].secret
