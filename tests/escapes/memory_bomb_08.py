# expect: limit memory
# technique: bytes(10**10)
# limits: memory=20000000
bytes(10**10)
