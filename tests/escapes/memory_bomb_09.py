# expect: limit memory | limit fuel
# technique: list(range(10**10))
# limits: memory=20000000
list(range(10**10))
