# expect: compile STK-V004
# technique: collections.namedtuple would build a class from guest strings
from collections import namedtuple
namedtuple("P", "x y")
