# expect: limit fuel
# technique: NormalDist.quantiles(n) with a huge n is charged before CPython's list of n-1 cut points is built
# limits: fuel=100000
from statistics import NormalDist
NormalDist().quantiles(10**12)
