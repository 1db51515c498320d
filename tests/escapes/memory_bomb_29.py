# expect: limit memory
# technique: nested list comprehension of 10**8 slots
# limits: memory=20000000
[[0] * 10**4 for _ in range(10**4)]
