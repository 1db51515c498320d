# expect: compile STK-V002
# technique: function __defaults__
def f(x=[]):
    pass
f.__defaults__
