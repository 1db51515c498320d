# expect: guest AttributeError
# technique: setattr on an enum member
from enum import Enum
class C(Enum):
    RED = 1
setattr(C.RED, "value", 2)
