# expect: compile STK-V002
# technique: list comprehension target named like a hook
[1 for __sk_next in [1]]
