# expect: guest TypeError
# technique: namedtuple module= with a guest object to plant it in __module__
from collections import namedtuple
class M:
    pass
P = namedtuple("P", "x", module=M())
