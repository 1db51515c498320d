# expect: compile STK-V002
# technique: a protocol special method read off a builtin, then its __self__ (the bound method's receiver)
[].__len__.__self__
