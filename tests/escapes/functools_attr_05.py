# expect: compile STK-V003
# technique: functools.partial(...).keywords
import functools
functools.partial(len).keywords
