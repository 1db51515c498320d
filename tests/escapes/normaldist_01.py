# expect: guest AttributeError
# technique: NormalDist's slot _mu is no listed attribute, even when the program defines a _mu of its own
from statistics import NormalDist
class Mine:
    def __init__(self):
        self._mu = 1
Mine()._mu
NormalDist(1, 2)._mu
