# expect: compile STK-V002
# technique: function __builtins__
def f():
    pass
f.__builtins__
