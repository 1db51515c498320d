# expect: limit memory | limit fuel
# technique: set(range(10**12))
# limits: memory=20000000
set(range(10**12))
