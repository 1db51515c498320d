# expect: guest AttributeError
# technique: a guest function's other dunders stay unreachable through format fields
def f():
    return 1
'{0.__globals__}'.format(f)
