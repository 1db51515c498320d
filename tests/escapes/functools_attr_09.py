# expect: guest AttributeError
# technique: functools.partial(print, file=...) smuggling a stream
import functools
functools.partial(print, file=1)('x')
