# expect: compile STK-V002
# technique: function parameter default referencing a hook
def f(x=__sk_ga):
    return x
