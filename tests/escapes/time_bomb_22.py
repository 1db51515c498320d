# expect: limit fuel | limit memory
# technique: dict(enumerate(range(10**12)))
# limits: fuel=100000
dict(enumerate(range(10**12)))
