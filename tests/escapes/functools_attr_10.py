# expect: compile STK-V002
# technique: functools.partial.__new__
import functools
functools.partial.__new__
