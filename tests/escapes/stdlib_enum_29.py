# expect: value 3
# technique: the enum metaclass as a bound method read through a reviewed special method name
from enum import Enum
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
Color.__len__()
