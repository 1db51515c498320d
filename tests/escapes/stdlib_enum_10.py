# expect: guest TypeError
# technique: enum _missing_ hook returning a host builtin instead of a member
from enum import Enum
class Color(Enum):
    RED = 1
    @classmethod
    def _missing_(cls, value):
        return len
Color(5)
