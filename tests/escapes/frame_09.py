# expect: guest ValueError
# technique: generator throw() is admitted and only raises in the generator
g = (x for x in [1])
g.throw(ValueError)
