# expect: compile STK-V002
# technique: __init_subclass__ defined in an enum body
from enum import Enum
class Base(Enum):
    def __init_subclass__(cls):
        pass
