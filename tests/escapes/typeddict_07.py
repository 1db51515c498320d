# expect: guest TypeError
# technique: mix a TypedDict base with a guest class base to get a real class with dict behaviour
from typing import TypedDict
class Base:
    pass
class Movie(TypedDict):
    title: str
class Mixed(Movie, Base):
    pass
