# expect: limit fuel
# technique: itertools.islice skipping 10**12 items in C
# limits: fuel=100000
import itertools
next(itertools.islice(itertools.count(), 10**12, None))
