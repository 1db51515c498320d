# expect: compile STK-V002
# technique: enum pickling helper __reduce_ex__ on a member
from enum import Enum
class Color(Enum):
    RED = 1
Color.RED.__reduce_ex__(2)
