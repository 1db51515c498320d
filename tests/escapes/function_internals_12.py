# expect: compile STK-V002
# technique: function __kwdefaults__
def f(*, x=1):
    pass
f.__kwdefaults__
