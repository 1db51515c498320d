# expect: limit memory
# technique: '1'.zfill(10**10)
# limits: memory=20000000
'1'.zfill(10**10)
