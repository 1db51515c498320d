# expect: guest AttributeError
# technique: format field {0.__traceback__}
try:
    1 / 0
except ZeroDivisionError as e:
    err = e
"{0.__traceback__}".format(err)
