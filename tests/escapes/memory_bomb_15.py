# expect: limit memory
# technique: bytearray(10**10)
# limits: memory=20000000
bytearray(10**10)
