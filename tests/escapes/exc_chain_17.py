# expect: guest AttributeError
# technique: getattr of __traceback__ on a cause read dynamically
try:
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise ValueError("x") from e
except ValueError as e:
    err = e
getattr(getattr(err, "__cause__"), "__traceback__")
