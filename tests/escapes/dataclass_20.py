# expect: compile STK-V019
# technique: dataclass weakref_slot=True adds a __weakref__ slot for weak references the program does not have
from dataclasses import dataclass
@dataclass(slots=True, weakref_slot=True)
class A:
    x: int
A(1)
