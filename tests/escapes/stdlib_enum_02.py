# expect: guest AttributeError
# technique: enum internals: reading _value2member_map_ where the program defines a name of that spelling
from enum import Enum
class Color(Enum):
    RED = 1
class Decoy:
    def __init__(self):
        self._value2member_map_ = 1
Decoy()
Color.RED._value2member_map_
