# expect: limit fuel
# technique: nested defaultdicts (dict compare slot not hooked on subclasses) compared
# limits: fuel=100000, wall=1.0
from collections import defaultdict
a = defaultdict()
b = defaultdict()
for i in range(60):
    a = defaultdict(None, x=a, y=a)
    b = defaultdict(None, x=b, y=b)
a == b
