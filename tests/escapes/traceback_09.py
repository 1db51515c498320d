# expect: compile STK-V004
# technique: sys.exc_info() through import sys
import sys
sys.exc_info()
