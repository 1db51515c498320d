# expect: limit fuel
# limits: fuel=200000
# technique: namedtuple repr of a guest default whose __repr__ loops forever
from collections import namedtuple
class Loop:
    def __repr__(self):
        while True:
            pass
P = namedtuple("P", "x", defaults=[Loop()])
repr(P())
