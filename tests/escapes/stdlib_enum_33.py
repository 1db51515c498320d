# expect: guest TypeError
# technique: enum functional API with a host mixin type (type=list) to make enum members that are host containers
from enum import Enum
E = Enum("E", "A B", type=list)
