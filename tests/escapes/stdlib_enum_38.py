# expect: value ["B", 2]
# runs: 2
# technique: functional enums made in one run must not leak into the next (class registry, module name)
from enum import Enum
E = Enum("E", "A B", module="m")
[E.B.name, E.B.value]
