# expect: value ['CustomError', "('y',)", True]
# technique: raise a guest exception class from an exception class (instantiated by the hook, marked as the guest's)
class CustomError(Exception):
    pass
try:
    raise CustomError("y") from KeyError
except CustomError as e:
    err = e
[type(err).__name__, str(err.args), type(err.__cause__) is KeyError]
