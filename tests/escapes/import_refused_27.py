# expect: compile STK-V004
# technique: import math.os (dotted import through an admitted module)
import math.os
