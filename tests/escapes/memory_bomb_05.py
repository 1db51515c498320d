# expect: limit memory
# technique: 'x'.ljust(10**10)
# limits: memory=20000000
'x'.ljust(10**10)
