# expect: guest TypeError
# technique: NamedTuple keyword form with a guest object as a type
from typing import NamedTuple
P = NamedTuple("P", x=object())
