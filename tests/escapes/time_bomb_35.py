# expect: limit fuel
# technique: next(itertools.dropwhile(lambda x: True, itertools.count()))
# limits: fuel=100000
import itertools
next(itertools.dropwhile(lambda x: True, itertools.count()))
