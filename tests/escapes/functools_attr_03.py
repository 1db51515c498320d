# expect: guest AttributeError
# technique: format field {0.func} on a partial
import functools
'{0.func}'.format(functools.partial(len))
