# expect: limit fuel
# technique: range(10**12).index(1.5)
# limits: fuel=100000
range(10**12).index(1.5)
