# expect: limit fuel | limit wall
# technique: unbound frozenset.difference(frozenset(), range(10**12))
# limits: fuel=100000, wall=0.25
# isolate: subprocess
# timeout: 1
frozenset.difference(frozenset(), range(10**12))
