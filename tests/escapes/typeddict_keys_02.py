# expect: guest TypeError
# technique: changing a TypedDict class's __annotations__ (read-only: the key sets and get_type_hints would not follow)
from typing import TypedDict
class M(TypedDict):
    a: int
M.__annotations__["b"] = str
