# expect: compile STK-V002
# technique: nonlocal declaration of a hook name
def f():
    x = 1
    def g():
        nonlocal __sk_cm
    return g
