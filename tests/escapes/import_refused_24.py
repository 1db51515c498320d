# expect: compile STK-V004
# technique: a second program file importing sys
import util
util.x
# ===== util.py
import sys
x = 1
