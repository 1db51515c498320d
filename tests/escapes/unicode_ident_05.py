# expect: compile STK-V002
# technique: fullwidth letters in a hook name read (__ｓｋ_F)
__ｓｋ_F
