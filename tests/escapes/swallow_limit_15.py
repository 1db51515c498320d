# expect: limit fuel
# technique: next(genexpr, default) over an infinite filtered iterator
# limits: fuel=100000
import itertools
next((x for x in itertools.count() if x < 0), 'quiet')
