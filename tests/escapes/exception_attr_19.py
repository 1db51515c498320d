# expect: guest AttributeError
# technique: format field {0.args.__class__.__base__} on an exception
try:
    "{0.nope}".format(1)
except AttributeError as e:
    err = e
"{0.args.__class__.__base__}".format(err)
