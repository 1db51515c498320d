# expect: compile STK-V002
# technique: dataclass internals: reading __dataclass_fields__ of a guest dataclass
from dataclasses import dataclass
@dataclass
class A:
    x: int
A.__dataclass_fields__
