# expect: compile STK-V002
# technique: with-as target named like a hook
with x as __sk_ga:
    pass
