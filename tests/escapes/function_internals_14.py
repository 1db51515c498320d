# expect: guest AttributeError
# technique: format field {0.__self__} on a builtin function
"{0.__self__}".format(len)
