# expect: compile STK-V008
# technique: class-free decorator stacking
@len
@len
def f():
    pass
