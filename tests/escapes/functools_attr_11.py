# expect: guest TypeError
# technique: functools.lru_cache is admitted; its wrapper's __dict__ is not (refused when read, even as the script's result)
import functools
g = functools.lru_cache(maxsize=2)(abs)
g.__dict__
