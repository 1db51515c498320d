# expect: compile STK-V002
# technique: *args named like a hook
def f(*__sk_it):
    return 1
