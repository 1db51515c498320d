# expect: value [1, 2, "B"]
# technique: enum functional API reached through an alias the verifier cannot see; the class is checked and registered at run time
from enum import IntEnum
make = [IntEnum][0]
Dyn = make("Dyn", "A B")
[Dyn["A"].value, int(Dyn["B"]), Dyn["B"].name]
