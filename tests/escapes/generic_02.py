# expect: compile STK-V002
# technique: TypeVar __bound__ to reach the bound class object
from typing import TypeVar
T = TypeVar("T", bound=int)
T.__bound__
