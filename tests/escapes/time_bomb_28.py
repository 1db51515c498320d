# expect: limit fuel
# technique: print(*range(10**12))
# limits: fuel=100000
print(*range(10**12))
