# expect: compile STK-V002
# technique: keyword argument named like a hook
def f(**kw):
    return kw
f(__sk_ga=1)
