# expect: guest AttributeError
# technique: NewType stand-in: store an attribute on it
from typing import NewType
UserId = NewType("UserId", int)
UserId.extra = 1
