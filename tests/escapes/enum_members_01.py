# expect: guest TypeError
# technique: adding a member through an enum's __members__ (CPython's read-only mappingproxy over the enum's own member map)
from enum import Enum
class C(Enum):
    A = 1
C.__members__["B"] = 2
