# expect: guest TypeError
# technique: __new__ in an enum body whose enum base the verifier cannot see
from enum import Enum
def make(base):
    class Color(base):
        RED = 1
        def __new__(cls, value):
            return object.__new__(cls)
    return Color
make(Enum)
