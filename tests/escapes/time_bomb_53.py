# expect: limit fuel | limit wall
# technique: comparing two lists of 10**4 references to distinct, equal million-item lists
# limits: memory=64000000, wall=0.25
# isolate: subprocess
# timeout: 1
x = [0] * 10**6
y = [0] * 10**6
[x] * 10**4 == [y] * 10**4
