# expect: compile STK-V002
# technique: builtin function __self__ (the builtins module)
len.__self__
