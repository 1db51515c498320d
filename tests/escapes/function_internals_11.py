# expect: guest AttributeError
# technique: format field into a closure cell
def outer():
    x = 1
    return lambda: x
"{0.__closure__[0].cell_contents}".format(outer())
