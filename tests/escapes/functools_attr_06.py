# expect: guest AttributeError
# technique: functools.partial(getattr, obj) called with a refused name
import functools
functools.partial(getattr, 1)("__dict__")
