# expect: value 1 | guest RecursionError | limit recursion | limit memory
# technique: 300,000 nested slice objects freed inside the run
# limits: fuel=2000000, memory=64000000, wall=60
# isolate: subprocess
# timeout: 20
# hole: freeing a deep chain of slice objects recurses in C on CPython < 3.13 and kills the host (SIGSEGV)
# hole-when: <3.13
s = 1
for i in range(300000):
    s = slice(s)
s = None
1
