# expect: compile STK-V003
# technique: functools.wraps / lru_cache attributes
import functools
functools.lru_cache
