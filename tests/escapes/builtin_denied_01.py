# expect: compile STK-V011
# technique: globals()
globals()
