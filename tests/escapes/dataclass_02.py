# expect: value 2
# technique: frozen dataclass mutated through object.__setattr__: admitted, as in CPython (it sets only a field of a class the program defines; object_setattr_* cover the rest)
from dataclasses import dataclass
@dataclass(frozen=True)
class A:
    x: int
a = A(1)
object.__setattr__(a, "x", 2)
a.x
