# expect: guest AttributeError
# technique: reach a traceback through a cause read in a format field
try:
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise ValueError("x") from e
except ValueError as e:
    err = e
"{0.__cause__.__traceback__}".format(err)
