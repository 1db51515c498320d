# expect: compile STK-V011
# technique: type() with three arguments to build a class
type("X", (), {})
