# expect: compile STK-V011
# technique: vars()
vars()
