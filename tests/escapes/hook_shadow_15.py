# expect: compile STK-V002
# technique: **kwargs named like a hook
def f(**__sk_cm):
    return 1
