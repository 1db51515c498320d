# expect: compile STK-V004
# technique: import sys
import sys
