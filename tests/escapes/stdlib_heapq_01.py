# expect: limit fuel
# technique: heapq.nlargest over itertools.count loops in host Python
# limits: fuel=100000, wall=1.0
import heapq
import itertools
heapq.nlargest(3, itertools.count())
