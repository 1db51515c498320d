# expect: guest ValueError
# technique: namedtuple field named __class__ to shadow the class attribute
from collections import namedtuple
P = namedtuple("P", ["__class__", "y"])
