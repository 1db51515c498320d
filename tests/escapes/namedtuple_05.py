# expect: guest AttributeError
# technique: namedtuple field named mro, then read mro off the class to reach type.mro
from collections import namedtuple
P = namedtuple("P", "mro x")
P.mro
