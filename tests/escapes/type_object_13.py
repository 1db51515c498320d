# expect: compile STK-V011
# technique: id()
id(1)
