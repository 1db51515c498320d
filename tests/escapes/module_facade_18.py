# expect: compile STK-V002
# technique: math.__spec__
import math
math.__spec__
