# expect: compile STK-V002
# technique: math.__loader__
import math
math.__loader__
