# expect: limit fuel | limit wall
# technique: unbound set.isdisjoint(set(), range(10**12)) skips the metered bound method
# limits: fuel=100000, wall=0.25
# isolate: subprocess
# timeout: 1
set.isdisjoint(set(), range(10**12))
