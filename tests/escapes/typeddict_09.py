# expect: door
# technique: return a TypedDict class object across the door
from typing import TypedDict
class Movie(TypedDict):
    title: str
Movie
