# expect: compile STK-V002
# technique: positional-only parameter named like a hook
def f(__sk_ga, /):
    return 1
