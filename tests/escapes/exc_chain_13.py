# expect: compile STK-V002
# technique: assign __context__ to smuggle an object through an exception
e = ValueError("x")
e.__context__ = {"k": 1}
