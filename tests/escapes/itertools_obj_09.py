# expect: limit fuel | limit memory
# technique: itertools.product over huge pools (pools are materialised first)
# limits: fuel=100000
import itertools
next(itertools.product(range(10**6), repeat=10**6))
