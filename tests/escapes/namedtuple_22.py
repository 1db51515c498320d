# expect: guest TypeError
# technique: NamedTuple functional form with a guest instance as a field type
from typing import NamedTuple
class T:
    pass
P = NamedTuple("P", [("x", T())])
