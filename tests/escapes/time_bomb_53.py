# expect: limit fuel | limit wall
# technique: comparing two lists of 10**4 references to distinct, equal million-item lists
# limits: memory=64000000, wall=0.25
# isolate: subprocess
# timeout: 1
# hole: == between lists that repeat references to large equal lists does 10**10 C comparisons with no tick (polynomial, no DAG needed)
x = [0] * 10**6
y = [0] * 10**6
[x] * 10**4 == [y] * 10**4
