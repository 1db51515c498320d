# expect: guest TypeError
# technique: NewType stand-in: type() of it (the host class)
from typing import NewType
UserId = NewType("UserId", int)
type(UserId)
