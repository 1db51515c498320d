# expect: compile STK-V002
# technique: the globals of a dataclass-generated __init__ (host-made function)
from dataclasses import dataclass
@dataclass
class A:
    x: int
A.__init__.__globals__
