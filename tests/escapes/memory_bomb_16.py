# expect: limit memory
# technique: 'abc'.center(10**10)
# limits: memory=20000000
'abc'.center(10**10)
