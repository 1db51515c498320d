# expect: guest TypeError
# technique: enum with a plain mixin class that defines _value_ as a property
from enum import Enum
class Mixin:
    @property
    def shadow(self):
        return 1
class Color(Mixin, Enum):
    RED = 1
