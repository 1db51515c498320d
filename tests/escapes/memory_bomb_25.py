# expect: limit memory
# technique: builtin pow(2, 10**10)
# limits: memory=20000000
x = pow(2, 10**10)
