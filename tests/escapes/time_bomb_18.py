# expect: limit fuel
# technique: min(range(10**12))
# limits: fuel=100000
min(range(10**12))
