# expect: value 'len|sqrt|ValueError|f'
# technique: __name__ through str.format fields stays a plain str
import math
import functools
@functools.lru_cache(maxsize=None)
def f(x):
    return x
'{0.__name__}|{1.__name__}|{2.__name__}|{3.__name__}'.format(len, math.sqrt, ValueError, f)
