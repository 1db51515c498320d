# expect: guest TypeError
# technique: namedtuple field names given as guest objects whose __str__ returns a dunder
from collections import namedtuple
class S:
    def __str__(self):
        return "__class__"
P = namedtuple("P", [S()])
