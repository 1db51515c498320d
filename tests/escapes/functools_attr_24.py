# expect: compile STK-V002
# technique: from a partial's func to the function's globals
import functools
functools.partial(len).func.__globals__
