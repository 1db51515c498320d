# expect: limit fuel
# limits: fuel=200000
# technique: namedtuple _make over a generator bomb, read off an instance
from collections import namedtuple
P = namedtuple("P", "x y")
P(1, 2)._make(x for x in iter(int, 1))
