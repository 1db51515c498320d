# expect: compile STK-V002
# technique: math.__dict__
import math
math.__dict__
