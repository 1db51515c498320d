# expect: guest AttributeError
# technique: format field {0.__module__} on a builtin
"{0.__module__}".format(len)
