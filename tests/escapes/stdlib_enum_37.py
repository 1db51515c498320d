# expect: compile STK-V002
# technique: a functional enum's class-level dunder state (__members__ is admitted; __dict__ is not)
from enum import Enum
E = Enum("E", "A B")
E.__dict__
