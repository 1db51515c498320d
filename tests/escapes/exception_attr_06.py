# expect: compile STK-V002
# technique: __cause__
try:
    "{0.nope}".format(1)
except AttributeError as e:
    err = e
err.__cause__
