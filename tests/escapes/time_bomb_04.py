# expect: limit fuel
# technique: list(itertools.repeat(1))
# limits: fuel=100000
import itertools
list(itertools.repeat(1))
