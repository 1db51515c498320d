# expect: limit fuel
# technique: Counter | Counter compares nested Counter values in host Python
# limits: fuel=100000, wall=1.0
from collections import Counter
a = Counter()
b = Counter()
for i in range(60):
    a = Counter(x=a, y=a)
    b = Counter(x=b, y=b)
Counter(k=a) | Counter(k=b)
