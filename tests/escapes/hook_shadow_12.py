# expect: compile STK-V002
# technique: function definition named like a hook
def __sk_ga(o, n):
    return o
