# expect: limit recursion
# technique: 10,000 nested generator expressions, then next()
g = iter([1])
for i in range(10000):
    g = (x for x in g)
next(g)
