# expect: guest AttributeError
# technique: format field {0.__dict__} on a partial
import functools
'{0.__dict__}'.format(functools.partial(len))
