# expect: guest AttributeError
# technique: setattr on a builtin function
setattr(len, "x", 1)
