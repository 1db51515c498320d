# expect: guest AttributeError
# technique: format field {0.__class__.__base__} on an exception instance
try:
    "{0.nope}".format(1)
except AttributeError as e:
    err = e
"{0.__class__.__base__}".format(err)
