# expect: guest AttributeError
# technique: enum internals: reassigning a member's _value_ to break the value map
from enum import Enum
class Color(Enum):
    RED = 1
    GREEN = 2
Color.RED._value_ = 2
