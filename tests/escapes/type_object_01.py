# expect: compile STK-V011
# technique: type(x) to get a class
type(1)
