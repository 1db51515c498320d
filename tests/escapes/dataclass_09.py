# expect: guest AttributeError
# technique: rewriting a field view to mislead replace or asdict
from dataclasses import dataclass, fields
@dataclass
class A:
    x: int
f = fields(A)[0]
f.name = "y"
