# expect: limit fuel | limit wall
# technique: dict keys view & range(10**12) iterates the range in C
# limits: fuel=100000, wall=0.25
# isolate: subprocess
# timeout: 1
{}.keys() & range(10**12)
