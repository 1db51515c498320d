# expect: value [2, 2, 1]
# technique: cached_property stores into the instance dict under its class-body name only (a frozen dataclass too, as in CPython)
from dataclasses import dataclass
from functools import cached_property
calls = []
@dataclass(frozen=True)
class P:
    x: int
    @cached_property
    def double(self):
        calls.append(1)
        return self.x * 2
p = P(1)
[p.double, p.double, len(calls)]
