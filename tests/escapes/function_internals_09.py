# expect: compile STK-V002
# technique: bare __builtins__ name
__builtins__
