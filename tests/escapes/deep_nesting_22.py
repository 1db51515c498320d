# expect: guest RecursionError
# technique: isinstance() against a 100,000-deep nested tuple of types
# limits: fuel=1000000
t = int
for i in range(100000):
    t = (t,)
isinstance(1, t)
