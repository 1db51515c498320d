# expect: guest AttributeError
# technique: format field on an exception class __subclasses__
"{0.__subclasses__}".format(BaseException)
