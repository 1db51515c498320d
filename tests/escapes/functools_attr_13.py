# expect: guest AttributeError
# technique: format field {0.obj} on a cmp_to_key wrapper
import functools
'{0.obj}'.format(functools.cmp_to_key(lambda a, b: 0)(print))
