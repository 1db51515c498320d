# expect: value 3
# technique: reaching the wrapped function of an lru_cache through __wrapped__: it is the program's own function, called uncached
import functools
@functools.lru_cache(maxsize=None)
def f(n):
    return n
f.cache_info().hits
f.__wrapped__(3)
