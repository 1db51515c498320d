# expect: compile STK-V002
# technique: __mro_entries__ on a Generic stand-in
from typing import Generic, TypeVar
T = TypeVar("T")
Generic[T].__mro_entries__((object,))
