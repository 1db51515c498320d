# expect: compile STK-V019
# technique: dataclass slots=True builds a new unmarked class
from dataclasses import dataclass
@dataclass(slots=True)
class A:
    x: int
A(1)
