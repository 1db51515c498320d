# expect: limit fuel
# technique: list(filter(None, itertools.repeat(0)))
# limits: fuel=100000
import itertools
list(filter(None, itertools.repeat(0)))
