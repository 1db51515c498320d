# expect: limit fuel
# technique: max(itertools.cycle([1]))
# limits: fuel=100000
import itertools
max(itertools.cycle([1]))
