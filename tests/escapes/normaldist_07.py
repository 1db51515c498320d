# expect: limit fuel
# technique: samples(n, seed=...) with a huge n is charged before the list is built
# limits: fuel=100000
from statistics import NormalDist
NormalDist().samples(10**10, seed=1)
