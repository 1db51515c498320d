# expect: guest TypeError
# technique: issubclass against a protocol: CPython's TypeError, no structural check reads the class
from typing import Protocol
class Closer(Protocol):
    def close(self) -> None: ...
class File:
    def close(self):
        pass
issubclass(File, Closer)
