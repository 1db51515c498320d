# expect: value [True, False]
# technique: a protocol member named like a Stockade runtime attribute is not matched by the runtime's own class entries
from typing import Protocol, runtime_checkable
@runtime_checkable
class P(Protocol):
    def sk_guest(self) -> None: ...
class A:
    def sk_guest(self):
        pass
class B:
    pass
[isinstance(A(), P), isinstance(B(), P)]
