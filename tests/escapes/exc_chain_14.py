# expect: compile STK-V002
# technique: delete __cause__ / assign __suppress_context__
e = ValueError("x")
del e.__cause__
e.__suppress_context__ = False
