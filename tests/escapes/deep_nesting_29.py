# expect: limit recursion
# technique: 500 nested generator expressions stay within CPython's depth and hit Limits.recursion
g = iter([1])
for i in range(500):
    g = (x for x in g)
next(g)
