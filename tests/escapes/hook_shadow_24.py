# expect: compile STK-V001
# technique: with-as target named like a hook (with is refused)
with x as __sk_ga:
    pass
