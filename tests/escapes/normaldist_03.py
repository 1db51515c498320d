# expect: limit fuel
# technique: NormalDist.from_samples over an endless iterator is metered per item
# limits: fuel=100000
import itertools
from statistics import NormalDist
NormalDist.from_samples(itertools.count())
