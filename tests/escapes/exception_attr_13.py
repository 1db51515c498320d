# expect: compile STK-V011
# technique: ExceptionGroup is not a guest builtin (refused at compile time)
ExceptionGroup("x", [ValueError()])
