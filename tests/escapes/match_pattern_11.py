# expect: value ('m', 1)
# technique: dotted value patterns go through the attribute guard, not LOAD_ATTR
import math
match [math.pi, 1]:
    case [math.e, _]:
        result = ("e", 0)
    case [math.pi, int(n)]:
        result = ("m", n)
result
