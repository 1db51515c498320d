# expect: guest AttributeError
# technique: __name__ on an object that is not a function or class (CPython has none either)
import functools
functools.partial(len).__name__
