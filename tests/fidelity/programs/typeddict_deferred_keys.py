from __future__ import annotations
from typing import TypedDict, NotRequired
class Movie(TypedDict, total=False):
    title: str
    year: NotRequired[int]
class Strict(TypedDict):
    name: str
    alias: NotRequired[str]
[sorted(Movie.__optional_keys__), sorted(Strict.__required_keys__), Strict.__total__]
