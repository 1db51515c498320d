# expect: compile STK-V002
# technique: __init_subclass__ / __new__ of a type
int.__new__(int)
