# expect: compile STK-V003
# technique: functools.partial(...).func
import functools
functools.partial(len).func
