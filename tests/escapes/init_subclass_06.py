# expect: guest TypeError
# technique: a mixin's __init_subclass__ under EnumType (runs amid enum construction)
from enum import Enum
class Mixin:
    def __init_subclass__(cls, **kw):
        print(cls)
class Color(Mixin, Enum):
    RED = 1
