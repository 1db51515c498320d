# expect: value []
# technique: generator close() then exhaustion
g = (x for x in [1, 2])
g.close()
list(g)
