# expect: limit fuel | limit memory
# technique: sorted(range(10**12))
# limits: fuel=100000
sorted(range(10**12))
