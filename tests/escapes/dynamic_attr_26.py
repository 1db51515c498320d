# expect: guest FrozenInstanceError
# technique: setattr on a frozen dataclass runs the generated __setattr__
from dataclasses import dataclass
@dataclass(frozen=True)
class P:
    x: int
setattr(P(1), "x", 2)
