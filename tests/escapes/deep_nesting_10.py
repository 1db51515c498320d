# expect: guest RecursionError | limit recursion | limit memory
# technique: 300,000-deep nested tuple hashed (tuplehash recurses in C without a depth check)
# limits: fuel=2000000, memory=64000000, wall=60
# isolate: subprocess
# timeout: 20
t = ()
for i in range(300000):
    t = (t,)
hash(t)
