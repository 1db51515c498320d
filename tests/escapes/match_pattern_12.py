# expect: compile STK-V001
# technique: dotted names as mapping keys would compile to a raw LOAD_ATTR
import math
match {}:
    case {math.pi: v}:
        pass
