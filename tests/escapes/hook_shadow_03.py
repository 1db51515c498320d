# expect: compile STK-V002
# technique: walrus target named like a hook
(__sk_ga := 1)
