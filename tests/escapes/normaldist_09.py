# expect: value [0.5, "0.0", True]
# technique: NormalDist methods and from_samples read from the class work on a real NormalDist (same replacement, same charges)
from statistics import NormalDist
d = NormalDist()
[NormalDist.cdf(d, 0), repr(NormalDist.from_samples([-1, 1, -1, 1]).mean), len(NormalDist.quantiles(d, 5)) == 4]
