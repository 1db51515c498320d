# expect: compile STK-V003
# technique: a generator function's frame via gi_frame.f_back
def f():
    yield 1
f().gi_frame.f_back
