# expect: compile STK-V003
# technique: TypedDict class: read the stand-in's private name slot
from typing import TypedDict
class Movie(TypedDict):
    title: str
Movie._sk_name
