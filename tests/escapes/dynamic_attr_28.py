# expect: guest AttributeError
# technique: delattr of a method from a builtin type
delattr(str, "upper")
