# expect: compile STK-V002
# technique: fullwidth low lines binding __builtins__
_＿builtins__ = {}
