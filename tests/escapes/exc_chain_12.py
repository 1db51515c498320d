# expect: compile STK-V002
# technique: assign a non-exception to __cause__ (smuggle an object into a chain)
e = ValueError("x")
e.__cause__ = print
