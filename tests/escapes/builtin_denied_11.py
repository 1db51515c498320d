# expect: compile STK-V011
# technique: setattr()/delattr()
setattr(1, "x", 2)
