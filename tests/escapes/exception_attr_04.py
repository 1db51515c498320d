# expect: value None
# technique: AttributeError.name from the guard carries no object
try:
    "{0.nope}".format(1)
except AttributeError as e:
    err = e
err.name
