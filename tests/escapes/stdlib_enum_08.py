# expect: guest TypeError
# technique: enum functional API reached through an alias the verifier cannot see
from enum import IntEnum
make = [IntEnum][0]
Dyn = make("Dyn", "A B")
Dyn.A
