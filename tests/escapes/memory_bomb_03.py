# expect: limit memory
# technique: b'x' * 10**10
# limits: memory=20000000
b'x' * 10**10
