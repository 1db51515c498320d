# expect: limit fuel
# technique: consuming itertools.accumulate(itertools.count())
# limits: fuel=100000
import itertools
for x in itertools.accumulate(itertools.count()):
    pass
