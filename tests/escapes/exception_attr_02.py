# expect: value '1'
# technique: format field {0.obj} on an AttributeError
try:
    "{0.nope}".format(1)
except AttributeError as e:
    err = e
"{0.obj}".format(err)
