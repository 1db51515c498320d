# expect: compile STK-V002
# technique: int.__subclasses__ on a builtin type
int.__subclasses__()
