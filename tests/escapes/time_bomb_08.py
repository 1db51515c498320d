# expect: limit fuel
# technique: range(10**12).count(1.5)
# limits: fuel=100000
range(10**12).count(1.5)
