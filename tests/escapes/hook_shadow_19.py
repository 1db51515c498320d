# expect: compile STK-V002
# technique: starred target named like a hook
a, *__sk_ga = [1, 2, 3]
