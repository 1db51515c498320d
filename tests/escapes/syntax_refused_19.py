# expect: compile STK-V002
# technique: nonlocal of __class__ (implicit class cell)
def f():
    def g():
        nonlocal __class__
    return g
