# expect: compile STK-V002
# technique: reading __globals__ off a namedtuple's generated __new__
from collections import namedtuple
P = namedtuple("P", "x")
P.__new__.__globals__
