# expect: guest AttributeError
# technique: __getstate__ of a frozen slots=True dataclass reached through a computed getattr name
from dataclasses import dataclass
@dataclass(frozen=True, slots=True)
class A:
    x: int
getattr(A(1), "__get" + "state__")()
