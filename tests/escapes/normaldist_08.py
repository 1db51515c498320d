# expect: value [True, True, 'NormalDist(mu=3.0, sigma=4.0)']
# technique: type() of a NormalDist is the admitted class itself; operators build new NormalDists only
from statistics import NormalDist
d = NormalDist(1, 2)
[type(d) is NormalDist, type(d * 2) is NormalDist, repr(d * 2 + 1)]
