# expect: guest AttributeError
# technique: reading a reviewed special method off a namedtuple instance to reach host functions
from collections import namedtuple
class A:
    pass
P = namedtuple("P", "x")
P(1).__repr__
