# expect: guest RecursionError
# technique: 100,000-deep dict built at run time, then str()
# limits: fuel=1000000, memory=64000000
a = {}
for i in range(100000):
    a = {1: a}
len(str(a))
