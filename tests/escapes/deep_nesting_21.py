# expect: guest RecursionError
# technique: comparing two 100,000-deep lists
# limits: fuel=1000000, memory=64000000
a = []
b = []
for i in range(100000):
    a = [a]
    b = [b]
a == b
