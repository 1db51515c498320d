# expect: guest AttributeError
# technique: format field reaching type.mro
"{0.mro}".format(str)
