# expect: limit memory
# technique: (1).to_bytes(10**10, 'big')
# limits: memory=20000000
(1).to_bytes(10**10, 'big')
