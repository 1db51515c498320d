# expect: door
# technique: NewType stand-in returned across the door
from typing import NewType
NewType("UserId", int)
