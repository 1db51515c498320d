# expect: limit fuel
# technique: sum(reversed(range(10**12)))
# limits: fuel=100000
sum(reversed(range(10**12)))
