# expect: compile STK-V003
# technique: sys.exc_info() through import sys
import sys
sys.exc_info()
