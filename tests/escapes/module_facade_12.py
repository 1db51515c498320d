# expect: compile STK-V009
# technique: deleting a module attribute
import math
del math.pi
