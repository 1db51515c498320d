# expect: compile STK-V011
# technique: fullwidth ｅval normalises to the denied builtin eval
ｅval("1")
