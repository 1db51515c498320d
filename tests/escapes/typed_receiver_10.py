# expect: value (2,)
# technique: typed receiver: a NamedTuple instance is no plain class; its reads stay on the guard
from typing import NamedTuple
class P(NamedTuple):
    x: int
def main():
    p = P(1)
    return p._make([2])
main()
