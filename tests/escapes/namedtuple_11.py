# expect: limit fuel
# limits: fuel=200000
# technique: namedtuple defaults given as an infinite iterator
import itertools
from collections import namedtuple
P = namedtuple("P", "x y", defaults=itertools.repeat(0))
