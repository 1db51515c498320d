# expect: guest TypeError
# technique: class keywords carrying host objects with no hook to take them
import math
class P(object, fn=print, mod=math):
    pass
