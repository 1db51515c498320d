# expect: compile STK-V011
# technique: super()
super()
