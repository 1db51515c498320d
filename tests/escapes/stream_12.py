# expect: compile STK-V002
# technique: the write method's __self__ and __func__
import sys
sys.stdout.write.__self__
