# expect: guest TypeError
# technique: writing through a field's metadata mapping (CPython's mappingproxy refuses item assignment)
from dataclasses import dataclass, field, fields
@dataclass
class A:
    x: int = field(default=0, metadata={"k": 1})
fields(A)[0].metadata["k"] = 2
