# expect: limit fuel
# technique: frozenset().isdisjoint(range(10**12))
# limits: fuel=100000
frozenset().isdisjoint(range(10**12))
