# expect: guest AttributeError
# technique: format field into code constants {0.__code__.co_consts}
def f():
    return 1
"{0.__code__.co_consts}".format(f)
