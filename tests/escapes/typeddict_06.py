# expect: compile STK-V013
# technique: TypedDict class with a computed total= value
from typing import TypedDict
flag = False
class Movie(TypedDict, total=flag):
    title: str
