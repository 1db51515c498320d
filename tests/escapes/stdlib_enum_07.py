# expect: compile STK-V018
# technique: enum functional API: Enum("Name", "A B") makes a class without a class statement
from enum import Enum
Dyn = Enum("Dyn", "A B")
Dyn.A
