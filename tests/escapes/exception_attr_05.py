# expect: compile STK-V002
# technique: __context__ to reach a previous exception
try:
    "{0.nope}".format(1)
except AttributeError as e:
    err = e
err.__context__
