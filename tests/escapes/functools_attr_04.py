# expect: guest AttributeError
# technique: format field {0.func.__globals__} on a partial of a guest function
import functools
def f():
    pass
'{0.func.__globals__}'.format(functools.partial(f))
