# expect: limit memory
# technique: 1 << 10**10
# limits: memory=20000000
x = 1 << 10**10
