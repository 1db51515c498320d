# expect: compile STK-V003
# technique: sys.modules and sys._getframe through the harmless sys facade
import sys
sys.modules
