# expect: limit fuel
# limits: fuel=200000
# technique: asdict over a large nested value to do unmetered host work
from dataclasses import dataclass, asdict
@dataclass
class A:
    x: list
a = A([[i] * 100 for i in range(1000)])
while True:
    asdict(a)
