# expect: door
# technique: returning functools.partial
import functools
functools.partial(len)
