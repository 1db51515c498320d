# expect: limit fuel | limit wall
# technique: set() of 60,000 ints that all hash to 0 (quadratic probing in C)
# limits: fuel=200000, wall=0.25
# isolate: subprocess
# timeout: 1
# hole: set(list) over colliding int hashes is quadratic C work no tick interrupts
keys = [i * (2**61 - 1) for i in range(60000)]
len(set(keys))
