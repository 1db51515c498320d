# expect: limit fuel
# technique: a guest __float__ that loops forever, called by NormalDist's constructor, is metered guest code
# limits: fuel=100000
from statistics import NormalDist
class Spin:
    def __float__(self):
        while True:
            pass
NormalDist(Spin())
