# expect: guest AttributeError
# technique: a protocol special method read off a host object that is not a builtin container (a module facade)
import math
math.__getitem__("pi")
