# expect: limit fuel
# technique: all(range(1, 10**12))
# limits: fuel=100000
all(range(1, 10**12))
