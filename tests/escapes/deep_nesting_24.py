# expect: limit fuel | limit wall
# technique: hash() of a shared-reference tuple DAG with 2**64 leaves
# limits: wall=0.25
# isolate: subprocess
# timeout: 1
t = (0,)
for i in range(64):
    t = (t, t)
hash(t)
