# expect: compile STK-V003
# technique: enum internals: reading the member map of a guest enum class
from enum import Enum
class Color(Enum):
    RED = 1
Color._member_map_
