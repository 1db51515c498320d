# expect: limit fuel
# technique: itertools.chain.from_iterable(itertools.repeat([1]))
# limits: fuel=100000
import itertools
sum(itertools.chain.from_iterable(itertools.repeat([1])))
