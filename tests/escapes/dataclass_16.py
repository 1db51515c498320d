# expect: guest AttributeError
# technique: a slot's member descriptor read off a slots=True dataclass, its internals asked for by a computed name
from dataclasses import dataclass
@dataclass(slots=True)
class A:
    x: int
d = A.x
getattr(d, "__objclass__")
