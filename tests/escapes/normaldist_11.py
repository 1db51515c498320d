# expect: compile STK-V003
# technique: the property behind NormalDist.mean hands out no getter function (fget is no listed attribute)
from statistics import NormalDist
NormalDist.mean.fget
