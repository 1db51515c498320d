# expect: compile STK-V002
# technique: frozen dataclass mutated through object.__setattr__
from dataclasses import dataclass
@dataclass(frozen=True)
class A:
    x: int
a = A(1)
object.__setattr__(a, "x", 2)
