# expect: value (False, True, False, 'SystemExit', "<class 'SystemExit'>")
# technique: the guest's SystemExit class answers CPython's name and prints as CPython's, but it is not the host's exception
e = SystemExit(1)
(isinstance(e, Exception), isinstance(e, BaseException), issubclass(SystemExit, Exception), type(e).__name__, str(SystemExit))
