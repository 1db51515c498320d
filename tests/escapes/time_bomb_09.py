# expect: limit fuel
# technique: set().isdisjoint(range(10**12))
# limits: fuel=100000
set().isdisjoint(range(10**12))
