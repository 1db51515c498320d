# expect: limit fuel | limit memory
# technique: list(itertools.repeat(1, 10**12))
# limits: fuel=100000
import itertools
list(itertools.repeat(1, 10**12))
