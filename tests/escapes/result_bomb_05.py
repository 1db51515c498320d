# expect: door
# technique: returning a module facade
import math
math
