# expect: limit memory
# technique: 'a' * 10**10
# limits: memory=20000000
'a' * 10**10
