# expect: compile STK-V002
# technique: tuple-unpacking target named like a hook
a, __sk_ga = 1, 2
