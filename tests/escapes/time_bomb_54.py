# expect: limit fuel | limit wall
# technique: list.count of an equal million-item list over 10**4 references
# limits: memory=64000000, wall=0.25
# isolate: subprocess
# timeout: 3
x = [0] * 10**6
y = [0] * 10**6
([x] * 10**4).count(y)
