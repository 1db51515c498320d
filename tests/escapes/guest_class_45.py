# expect: guest TypeError
# technique: type() of a generator
type(x for x in [1])
