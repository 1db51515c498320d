# expect: compile STK-V002
# technique: subscripting __builtins__ for eval
__builtins__["eval"]("1")
