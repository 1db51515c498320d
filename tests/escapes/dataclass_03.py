# expect: guest FrozenInstanceError
# technique: frozen dataclass mutated through plain attribute assignment
from dataclasses import dataclass
@dataclass(frozen=True)
class A:
    x: int
a = A(1)
a.x = 2
