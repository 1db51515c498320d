# expect: limit fuel
# technique: sum(itertools.count())
# limits: fuel=100000
import itertools
sum(itertools.count())
