# expect: limit fuel | limit memory
# technique: TypedDict class call building a huge dict
# limits: memory=20000000
from typing import TypedDict
class Big(TypedDict):
    k: int
Big((i, i) for i in range(10**8))
