# expect: value True
# technique: the metadata mapping of a field without metadata is dataclasses' shared empty proxy: copying it gives a new dict, changing it is impossible
from dataclasses import dataclass, fields
@dataclass
class A:
    x: int
m = fields(A)[0].metadata
c = m.copy()
c["leak"] = 1
len(fields(A)[0].metadata) == 0 and c == {"leak": 1}
