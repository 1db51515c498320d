# expect: value True
# technique: TypedDict instances are plain dicts (no class object rides on them)
from typing import TypedDict
class Movie(TypedDict):
    title: str
m = Movie(title="x")
type(m) is dict
