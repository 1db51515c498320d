# expect: compile STK-V002
# technique: generator expression target named like a hook
list(__sk_check for __sk_check in [1])
