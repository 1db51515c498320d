# expect: guest AttributeError
# technique: format field {0.__mro__} on a builtin type
"{0.__mro__}".format(str)
