# expect: compile STK-V011
# technique: locals()
def f():
    return locals()
