# expect: compile STK-V013
# technique: TypedDict class with a metaclass keyword beside total=
from typing import TypedDict
class Movie(TypedDict, total=False, metaclass=type):
    title: str
