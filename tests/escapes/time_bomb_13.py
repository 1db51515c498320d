# expect: limit fuel | limit memory
# technique: [*range(10**12)]
# limits: fuel=100000
[*range(10**12)]
