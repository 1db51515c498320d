# expect: limit memory
# technique: [0] * 10**9
# limits: memory=20000000
[0] * 10**9
