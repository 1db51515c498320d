# expect: guest NameError
# technique: ExceptionGroup is not a guest builtin
ExceptionGroup("x", [ValueError()])
