# expect: guest TypeError
# technique: class pattern keyword reading an enum sunder attribute
from enum import Enum
class Color(Enum):
    RED = 1
class Holder:
    def __init__(self):
        self._value_ = 1
Holder()
match Color.RED:
    case Color(_value_=1):
        r = "read"
r
