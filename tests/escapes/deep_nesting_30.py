# expect: value 1 | guest RecursionError | limit recursion | limit memory
# technique: 300,000 nested functools.cmp_to_key wrappers, left for the host to free after the run
# limits: fuel=2000000, memory=64000000, wall=60
# isolate: subprocess
# timeout: 20
import functools
K = functools.cmp_to_key(lambda a, b: 0)
k = 1
for i in range(300000):
    k = K(k)
1
