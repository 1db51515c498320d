# expect: value [["A", "A"], [False, True], 3]
# technique: __init_subclass__ runs for both classes of a slots=True dataclass; the first (unslotted) class it is handed stays a guarded guest class
from dataclasses import dataclass
seen = []
class Base:
    def __init_subclass__(cls, **kw):
        seen.append(cls)
        super().__init_subclass__(**kw)
@dataclass(slots=True)
class A(Base):
    x: int
first, second = seen
obj = first(3)
[[c.__name__ for c in seen], [second is first, second is A], obj.x]
