# expect: limit fuel
# technique: consuming one branch of itertools.tee(itertools.count())
# limits: fuel=100000
import itertools
sum(itertools.tee(itertools.count())[0])
