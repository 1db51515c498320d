# expect: guest AttributeError
# technique: format field {0.with_traceback}
try:
    1 / 0
except ZeroDivisionError as e:
    err = e
"{0.with_traceback}".format(err)
