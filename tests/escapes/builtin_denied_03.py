# expect: compile STK-V011
# technique: dir()
dir()
