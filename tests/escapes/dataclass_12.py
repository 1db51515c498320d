# expect: compile STK-V002
# technique: dataclass params read through __dataclass_params__ on an instance
from dataclasses import dataclass
@dataclass
class A:
    x: int
A(1).__dataclass_params__
