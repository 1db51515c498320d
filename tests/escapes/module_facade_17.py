# expect: compile STK-V002
# technique: from util import __builtins__
from util import __builtins__
# ===== util.py
x = 1
