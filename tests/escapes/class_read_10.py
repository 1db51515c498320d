# expect: guest TypeError
# technique: __class__ of a stdlib module facade
import math
math.__class__
