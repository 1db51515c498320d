# expect: limit fuel
# technique: Counter(a=10**18).elements() drained into a maxlen=0 deque
# limits: fuel=100000, wall=1.0
from collections import Counter, deque
deque(Counter(a=10**18).elements(), maxlen=0)
