# expect: compile STK-V003
# technique: a field view's underlying Field (the slot holding it is not in the attribute list, and the name is no attribute of any admitted type)
from dataclasses import dataclass, fields
@dataclass
class A:
    x: int
fields(A)[0]._sk_field
