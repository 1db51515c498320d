# expect: guest AttributeError
# technique: NewType stand-in: read its private supertype/name slots (name defined elsewhere, so only the run-time guard stands)
from typing import NewType
class H:
    def __init__(self):
        self._sk_name = 1
UserId = NewType("UserId", int)
UserId._sk_name
