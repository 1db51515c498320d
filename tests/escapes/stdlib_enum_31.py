# expect: guest TypeError
# technique: enum functional API naming a member after an enum hook (_missing_) to plant a value where the machinery looks up a function
from enum import Enum
E = Enum("E", [("A", 1), ("_missing_", 2)])
E(5)
