# expect: compile STK-V009
# technique: assigning a module attribute (math.pi = 3)
import math
math.pi = 3
