# expect: value 1
# technique: generator send(None) is admitted and returns plain data
g = (x for x in [1, 2])
g.send(None)
