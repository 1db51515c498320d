# expect: guest AttributeError
# technique: getattr() of a dunder on an int (read through the attribute guard)
getattr(1, "__dict__")
