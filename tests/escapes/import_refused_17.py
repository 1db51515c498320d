# expect: compile STK-V012
# technique: star import from an admitted module
from math import *
