# expect: limit fuel
# limits: fuel=100000
# technique: the real map class recovered with type(m) and called on an endless iterator, to iterate without the stand-in's metering
import itertools
m = map(abs, [1])
T = type(m)
for x in T(abs, itertools.count()):
    pass
