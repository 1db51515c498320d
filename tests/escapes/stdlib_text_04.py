# expect: compile STK-V004
# technique: operator.methodcaller calls any method by name
from operator import methodcaller
methodcaller("__reduce__")
