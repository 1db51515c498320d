# expect: compile STK-V002
# technique: the host __getstate__ that dataclasses adds to a frozen slots=True class
from dataclasses import dataclass
@dataclass(frozen=True, slots=True)
class A:
    x: int
A(1).__getstate__()
