# expect: value [False, False, True]
# technique: a runtime_checkable protocol naming a host object's private and runtime attributes: isinstance answers a bool and reads nothing out
import json
from typing import Protocol, runtime_checkable
@runtime_checkable
class P(Protocol):
    def _default_encoder(self) -> int: ...
@runtime_checkable
class Q(Protocol):
    def f(self) -> int: ...
class Mine:
    def f(self):
        return 1
[isinstance(json, P), isinstance(json.dumps, Q), isinstance(Mine(), Q)]
