# expect: guest TypeError
# technique: 300,000 nested slice objects (CPython < 3.13 frees them recursively in C); slice() takes only ints and None
# limits: fuel=2000000, memory=64000000, wall=60
# isolate: subprocess
# timeout: 20
s = 1
for i in range(300000):
    s = slice(s)
s = None
1
