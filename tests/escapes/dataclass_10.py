# expect: value ["x"]
# technique: a guest name shadowing ClassVar must not make dataclasses read the host modules
from dataclasses import dataclass, fields
ClassVar = 3
@dataclass
class A:
    x: ClassVar = 1
[f.name for f in fields(A)]
