# expect: limit fuel
# limits: fuel=200000
# technique: namedtuple _make over an infinite iterator
import itertools
from collections import namedtuple
P = namedtuple("P", "x y")
P._make(itertools.count())
