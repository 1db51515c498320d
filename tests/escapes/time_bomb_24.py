# expect: limit fuel | limit memory
# technique: list(itertools.product(range(100), repeat=10))
# limits: fuel=100000
import itertools
list(itertools.product(range(100), repeat=10))
