# expect: door
# technique: dataclass slots=True builds a new class; it must be a marked guest class, so its instance cannot leave the run
from dataclasses import dataclass
@dataclass(slots=True)
class A:
    x: int
A(1)
