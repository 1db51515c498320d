# expect: limit fuel
# technique: functools.reduce(max, range(10**12))
# limits: fuel=100000
import functools
functools.reduce(max, range(10**12))
