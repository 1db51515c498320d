# expect: compile STK-V002
# technique: __get__ in an enum body (EnumType looks members up while the class is half-made)
from enum import Enum
class Color(Enum):
    RED = 1
    def __get__(self, obj, owner=None):
        return owner
