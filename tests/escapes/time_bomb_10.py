# expect: limit fuel
# technique: any(x < 0 for x in itertools.count())
# limits: fuel=100000
import itertools
any(x < 0 for x in itertools.count())
