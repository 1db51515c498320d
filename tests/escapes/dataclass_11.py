# expect: guest RecursionError
# technique: asdict over a self-referencing list to recurse in the host unmetered
from dataclasses import dataclass, asdict
@dataclass
class A:
    x: list
a = A([])
a.x.append(a.x)
a.x.append(a.x)
asdict(a)
