# expect: limit fuel
# technique: enum class statements in a loop (EnumType works in host Python per class)
# limits: fuel=100000
from enum import Enum
for i in range(1000):
    class Color(Enum):
        RED = 1
        GREEN = 2
