# expect: guest AttributeError
# technique: format field {0.__reduce__} on a list iterator
"{0.__reduce__}".format(iter([1]))
