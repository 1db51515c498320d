# expect: limit fuel | limit memory
# technique: list(itertools.permutations(range(10**12)))
# limits: fuel=100000
import itertools
list(itertools.permutations(range(10**12)))
