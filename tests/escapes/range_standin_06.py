# expect: limit fuel
# technique: slicing a big range keeps it metered
# limits: fuel=100000
sum(range(10**12)[::2])
