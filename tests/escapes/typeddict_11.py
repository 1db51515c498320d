# expect: guest AttributeError
# technique: TypedDict class: store an attribute on the stand-in
from typing import TypedDict
class Movie(TypedDict):
    title: str
Movie.title = 1
