# expect: limit fuel
# technique: consuming combinations of 30 items taken 15
# limits: fuel=100000
import itertools
sum(1 for _ in itertools.combinations([1] * 30, 15))
