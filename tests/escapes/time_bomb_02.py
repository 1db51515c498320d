# expect: limit fuel
# technique: for i in itertools.count(): pass
# limits: fuel=100000
import itertools
for i in itertools.count():
    pass
