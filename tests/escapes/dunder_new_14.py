# expect: guest TypeError
# technique: object.__new__ on a guest enum class (a member without a value or name)
from enum import Enum
class Color(Enum):
    RED = 1
object.__new__(Color)
