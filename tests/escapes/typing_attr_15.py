# expect: compile STK-V002
# technique: an annotation naming __import__ (annotations CPython evaluates are verified as any expression)
x: __import__('os').system('echo pwned') = 1
x
