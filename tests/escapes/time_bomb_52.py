# expect: limit fuel
# technique: bytes() of an infinite iterator
# limits: fuel=100000
import itertools
bytes(itertools.repeat(1))
