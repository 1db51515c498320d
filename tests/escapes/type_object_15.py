# expect: guest AttributeError
# technique: format field {0.fromkeys.__self__} on dict
"{0.fromkeys.__self__}".format(dict)
