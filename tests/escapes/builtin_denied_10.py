# expect: guest AttributeError
# technique: getattr() of a dunder on an int (read through the attribute guard)
getattr(getattr(1, "__class__"), "__subclasses__")
