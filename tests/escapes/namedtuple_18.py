# expect: guest AttributeError
# technique: reading a field descriptor off a namedtuple class
from collections import namedtuple
P = namedtuple("P", "x")
d = P.x
