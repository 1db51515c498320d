# expect: door
# technique: enum member whose value is a guest function, returned through the door
from enum import Enum
def f():
    return 1
class Jobs(Enum):
    RUN = (f,)
Jobs.RUN
