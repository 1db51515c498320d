# expect: value 'division by zero'
# technique: format field {0.__context__} on a chained exception (a str, as in CPython; no traceback)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("x")
except ValueError as e:
    err = e
"{0.__context__}".format(err)
