# expect: value 1 | guest RecursionError | limit recursion | limit memory
# technique: 300,000 nested functools.cmp_to_key wrappers, left for the host to free after the run
# limits: fuel=2000000, memory=64000000, wall=60
# isolate: subprocess
# timeout: 20
# hole: freeing a deep chain of cmp_to_key wrappers recurses in C (no trashcan) and kills the host after the run (SIGSEGV)
import functools
K = functools.cmp_to_key(lambda a, b: 0)
k = 1
for i in range(300000):
    k = K(k)
1
