# expect: guest TypeError
# technique: enum metaclass: the class of a member's class through __class__
from enum import Enum
class Color(Enum):
    RED = 1
Color.RED.__class__.__class__
