# expect: limit fuel
# technique: {}.keys().isdisjoint(range(10**12))
# limits: fuel=100000
{}.keys().isdisjoint(range(10**12))
