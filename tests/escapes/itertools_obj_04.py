# expect: value [1, 2, 3]
# technique: itertools.chain.from_iterable (a reviewed attribute) works
import itertools
list(itertools.chain.from_iterable([[1], [2, 3]]))
