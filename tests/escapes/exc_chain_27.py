# expect: guest ValueError
# technique: an exception made its own cause by assignment (a chain cycle) and raised uncaught: the host's error report must not loop
e = ValueError("loop")
e.__cause__ = e
e.__context__ = e
raise e
