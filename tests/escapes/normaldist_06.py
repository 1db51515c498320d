# expect: guest TypeError
# technique: NormalDist methods read from the class run only on a real NormalDist (a fake self with _mu and a builtin inv_cdf would loop unmetered)
from statistics import NormalDist
class Fake:
    def __init__(self):
        self._mu = 0.0
        self._sigma = 1.0
        self.inv_cdf = abs
NormalDist.quantiles(Fake(), 10**9)
