# expect: limit fuel
# technique: 2 in itertools.repeat(1) (membership on an infinite iterator)
# limits: fuel=100000
import itertools
2 in itertools.repeat(1)
