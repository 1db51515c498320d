# expect: limit fuel | limit wall
# technique: three-argument pow with a million-bit exponent
# limits: fuel=2000000, wall=0.25
# isolate: subprocess
# timeout: 1
e = 2 ** (10**6)
pow(3, e, 10**4000)
