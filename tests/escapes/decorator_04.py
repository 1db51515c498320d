# expect: compile STK-V002
# technique: reaching the wrapped function of an lru_cache through __wrapped__-like attributes
import functools
@functools.lru_cache(maxsize=None)
def f(n):
    return n
f.cache_info().hits
f.__wrapped__
