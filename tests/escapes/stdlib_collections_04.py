# expect: limit fuel
# technique: Counter(itertools.repeat(1)) counts forever in C
# limits: fuel=100000, wall=1.0
import itertools
from collections import Counter
Counter(itertools.repeat(1))
