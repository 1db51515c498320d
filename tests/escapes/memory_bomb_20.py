# expect: limit memory | limit fuel
# technique: dict.fromkeys(range(10**12))
# limits: memory=20000000
dict.fromkeys(range(10**12))
