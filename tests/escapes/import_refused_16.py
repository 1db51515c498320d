# expect: compile STK-V012
# technique: relative import
from . import util
