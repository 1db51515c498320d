# expect: guest TypeError
# technique: enum metaclass: type() of an enum class
from enum import Enum
class Color(Enum):
    RED = 1
type(Color)
