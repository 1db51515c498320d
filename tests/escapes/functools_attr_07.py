# expect: compile STK-V002
# technique: functools.reduce with a lambda reading __class__.__base__
import functools
functools.reduce(lambda a, b: a.__class__.__base__, [1, 2])
