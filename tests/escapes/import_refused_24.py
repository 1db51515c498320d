# expect: compile STK-V004
# technique: a second program file importing os
import util
util.x
# ===== util.py
import os
x = 1
