# expect: compile STK-P010 | compile STK-V001
# technique: PEP 695 type alias statement (3.12 syntax)
type X = int
