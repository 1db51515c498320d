# expect: limit fuel
# technique: next(filter(lambda x: x < 0, itertools.count()))
# limits: fuel=100000
import itertools
next(filter(lambda x: x < 0, itertools.count()))
