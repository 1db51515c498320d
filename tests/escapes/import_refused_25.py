# expect: compile STK-V002
# technique: reading __builtins__ of an imported program file
import util
util.__builtins__
# ===== util.py
x = 1
