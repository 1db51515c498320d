# expect: limit fuel
# technique: functional TypedDict whose fields argument is an endless guest generator
# limits: fuel=100000
from typing import TypedDict
def fields():
    i = 0
    while True:
        yield (f"k{i}", int)
        i += 1
TypedDict("Endless", fields())
