# expect: guest AttributeError
# technique: setattr() on a builtin value (only the program's own objects take stores)
setattr(1, "x", 2)
