# expect: compile STK-V002
# technique: keyword-only parameter named like a hook
def f(*, __sk_ga=None):
    return 1
