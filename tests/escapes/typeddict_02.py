# expect: guest AttributeError
# technique: TypedDict class: reach its __call__ method object
from typing import TypedDict
class Movie(TypedDict):
    title: str
Movie.__call__
