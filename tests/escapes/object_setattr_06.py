# expect: compile STK-V002
# technique: type.__setattr__ (would set attributes on any class, builtins included)
type.__setattr__(int, "x", 1)
