# expect: limit fuel | limit memory
# technique: list(zip(range(10**12), range(10**12)))
# limits: fuel=100000
list(zip(range(10**12), range(10**12)))
