# expect: compile STK-V002
# technique: global declaration of a hook name
def f():
    global __sk_ga
    __sk_ga = 1
