# expect: guest TypeError
# technique: TypedDict base reached through an alias, body binds a method the verifier cannot see
from typing import TypedDict
TD = [TypedDict][0]
keep = []
class Movie(TD):
    title: str
    def leak(self):
        return 1
    keep.append(leak)
keep
