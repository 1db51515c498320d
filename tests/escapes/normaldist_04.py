# expect: guest TypeError
# technique: NormalDist.samples without a seed would draw from the process-wide random generator; refused
from statistics import NormalDist
NormalDist().samples(3)
