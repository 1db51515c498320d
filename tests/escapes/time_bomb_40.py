# expect: limit fuel | limit wall | guest AttributeError
# technique: unbound range.count(range(10**12), 1.5) skips the metered scan
# limits: fuel=100000, wall=0.25
# isolate: subprocess
# timeout: 1
range.count(range(10**12), 1.5)
