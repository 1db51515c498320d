# expect: value 'nope'
# technique: AttributeError.name of a miss the guard answered is CPython's (the name read)
try:
    "{0.nope}".format(1)
except AttributeError as e:
    err = e
err.name
