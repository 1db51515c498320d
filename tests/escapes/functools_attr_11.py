# expect: compile STK-V002
# technique: functools.lru_cache is admitted; its wrapper's __wrapped__/__dict__ are not
import functools
g = functools.lru_cache(maxsize=2)(abs)
g.__dict__
