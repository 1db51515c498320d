# expect: limit memory
# technique: 10**10**10
# limits: memory=20000000
x = 10**10**10
