# expect: compile STK-V002
# technique: __new__ in an enum body (members made inside EnumType, before registration)
from enum import Enum
class Color(Enum):
    RED = 1
    def __new__(cls, value):
        obj = object.__new__(cls)
        return obj
