# expect: door
# technique: dataclass internals: reading __dataclass_fields__ of a guest dataclass gives read-only field views, never the Field objects, and they cannot leave the run
from dataclasses import dataclass
@dataclass
class A:
    x: int
A.__dataclass_fields__
