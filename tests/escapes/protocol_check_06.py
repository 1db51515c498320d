# expect: value [True, 'TypeError']
# technique: isinstance with a tuple holding a protocol: an earlier match answers, otherwise CPython's TypeError
from typing import Protocol
class P(Protocol):
    def run(self) -> None: ...
out = [isinstance(1, (int, P))]
try:
    isinstance("s", (int, P))
except TypeError as e:
    out.append(type(e).__name__)
out
