# expect: guest AttributeError
# technique: enum metaclass: mro() on an enum class where the program defines an mro attribute
from enum import Enum
class Other:
    def mro(self):
        return 1
class Color(Enum):
    RED = 1
Color.mro()
