# expect: compile STK-V002
# technique: global statement naming __builtins__
def f():
    global __builtins__
