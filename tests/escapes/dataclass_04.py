# expect: guest TypeError
# technique: Field metadata mappingproxy read through fields(): CPython's read-only proxy of the program's own dict (no item assignment)
from dataclasses import dataclass, field, fields
@dataclass
class A:
    x: int = field(default=1, metadata={"k": 1})
    metadata: int = 0
fields(A)[0].metadata["k"] = 2
