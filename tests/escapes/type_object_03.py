# expect: guest AttributeError
# technique: format field {0.__subclasses__} on int
"{0.__subclasses__}".format(int)
