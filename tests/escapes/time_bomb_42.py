# expect: limit fuel | limit wall
# technique: dict items view - range(10**12) iterates the range in C
# limits: fuel=100000, wall=0.25
# isolate: subprocess
# timeout: 1
{}.items() - range(10**12)
