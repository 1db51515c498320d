# expect: guest RecursionError | limit recursion | limit memory
# technique: 300,000 nested filter() iterators, then next()
# limits: fuel=2000000, memory=64000000, wall=60
# isolate: subprocess
# timeout: 20
it = iter([1])
for i in range(300000):
    it = filter(None, it)
next(it)
