# expect: door
# technique: a class built by collections.namedtuple handed to the host as the result
from collections import namedtuple
namedtuple("P", "x y")
