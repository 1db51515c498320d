# expect: compile STK-V002
# technique: fullwidth low lines spelling a runtime hook name
_＿sk_ga = 1
