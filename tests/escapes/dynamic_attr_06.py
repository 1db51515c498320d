# expect: guest AttributeError
# technique: getattr of an exception's __traceback__ with a default (the refusal must not be masked)
try:
    1 / 0
except ZeroDivisionError as e:
    tb = getattr(e, "__traceback__", None)
