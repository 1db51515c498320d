# expect: compile STK-V011
# technique: setattr by name is still refused (only reads go through the guard)
class A:
    pass
setattr(A(), "x", 1)
