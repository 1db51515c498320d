# expect: limit fuel | limit wall
# technique: equality of two shared-reference DAGs with 2**60 leaves (no memory, exponential C time)
# limits: wall=0.25
# isolate: subprocess
# timeout: 1
a = [0]
b = [0]
for i in range(60):
    a = [a, a]
    b = [b, b]
a == b
