# expect: value 1
# technique: AttributeError.obj (the object the lookup failed on)
try:
    "{0.nope}".format(1)
except AttributeError as e:
    err = e
err.obj
