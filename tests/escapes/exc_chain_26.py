# expect: compile STK-V002
# technique: replace an exception's notes with an arbitrary object
e = ValueError("x")
e.__notes__ = [len]
