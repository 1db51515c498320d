# expect: guest AttributeError
# technique: operator.attrgetter walks NormalDist attributes through the same guard (its _sigma slot is not listed)
import operator
from statistics import NormalDist
operator.attrgetter("_sigma")(NormalDist())
