# expect: compile STK-V002
# technique: __bases__ of a builtin class (only the program's own classes answer)
int.__bases__
