# expect: guest TypeError
# technique: type() of a TypedDict class object (the host stand-in's type)
from typing import TypedDict
class Movie(TypedDict):
    title: str
type(Movie)
