# expect: limit fuel
# limits: fuel=200000
# technique: namedtuple defaults from a guest iterable whose __iter__ never ends
from collections import namedtuple
class Forever:
    def __iter__(self):
        return self
    def __next__(self):
        return 0
P = namedtuple("P", "x y", defaults=Forever())
