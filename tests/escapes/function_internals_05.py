# expect: guest AttributeError
# technique: format field {0.__globals__} on a guest function
def f():
    pass
"{0.__globals__}".format(f)
