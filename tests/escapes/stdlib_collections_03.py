# expect: limit fuel
# technique: deque(range(10**12), maxlen=1) loops in C without growing memory
# limits: fuel=100000, wall=1.0
from collections import deque
deque(range(10**12), maxlen=1)
