# expect: guest TypeError
# technique: __get__ in an enum body whose enum base the verifier cannot see
from enum import Enum
def make(base):
    class Color(base):
        RED = 1
        def __get__(self, obj, owner=None):
            return owner
    return Color
make(Enum)
