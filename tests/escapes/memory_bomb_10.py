# expect: limit memory
# technique: 2 ** 10**10 (estimated before it is computed)
# limits: memory=20000000
x = 2 ** 10**10
