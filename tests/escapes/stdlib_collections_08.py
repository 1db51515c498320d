# expect: limit fuel
# technique: nested deques with shared children compared in C
# limits: fuel=100000, wall=1.0
from collections import deque
a = deque()
b = deque()
for i in range(60):
    a = deque([a, a])
    b = deque([b, b])
a < b
