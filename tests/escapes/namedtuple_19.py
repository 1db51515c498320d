# expect: guest AttributeError
# technique: assigning a class attribute of a namedtuple class to replace a field descriptor
from collections import namedtuple
P = namedtuple("P", "x")
P.x = 5
