# expect: guest AttributeError
# technique: bound str.format wrapped in functools.partial
import functools
functools.partial("{0.__class__.__base__}".format, 1)()
