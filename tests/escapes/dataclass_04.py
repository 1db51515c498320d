# expect: guest AttributeError
# technique: Field metadata mappingproxy read through fields()
from dataclasses import dataclass, field, fields
@dataclass
class A:
    x: int = field(default=1, metadata={"k": 1})
    metadata: int = 0
fields(A)[0].metadata
