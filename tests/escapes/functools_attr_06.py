# expect: compile STK-V011
# technique: functools.partial(getattr, obj)
import functools
functools.partial(getattr, 1)
