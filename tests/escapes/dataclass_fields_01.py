# expect: guest TypeError
# technique: replacing a field in __dataclass_fields__ (read-only: the generated methods were made from the real one)
from dataclasses import dataclass
@dataclass
class A:
    x: int
A.__dataclass_fields__["x"] = None
