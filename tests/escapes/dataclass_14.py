# expect: value [["x", "y"], "A(x=1, y=[])"]
# runs: 3
# technique: dataclass processing must leave no state behind between runs (home module, annotations)
from dataclasses import dataclass, field, fields
from typing import ClassVar
@dataclass
class A:
    x: int
    y: list = field(default_factory=list)
    n: ClassVar[int] = 0
a = A(1)
A.n += 1
[[f.name for f in fields(A)], repr(a)]
