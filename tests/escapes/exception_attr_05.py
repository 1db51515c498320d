# expect: value None
# technique: __context__ to reach a previous exception (the guard's own lookup failure stays hidden)
try:
    "{0.nope}".format(1)
except AttributeError as e:
    err = e
err.__context__
