"""TypedDict classes checked with issubclass, as schema helpers do."""
from typing import TypedDict
import collections.abc
class Movie(TypedDict):
    title: str
class Sub(Movie, total=False):
    year: int
print(issubclass(Movie, dict), issubclass(Movie, (int, dict)), issubclass(Movie, collections.abc.Mapping), issubclass(Sub, object), isinstance(Movie, type))
for probe in (lambda: issubclass(Sub, Movie), lambda: issubclass(1, dict)):
    try:
        probe()
    except TypeError as e:
        print(e)
issubclass(bool, int)
