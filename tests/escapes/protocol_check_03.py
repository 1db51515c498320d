# expect: guest TypeError
# stdout: ''
# technique: isinstance against a plain protocol with a property that would print: CPython's TypeError, the property never runs
from typing import Protocol
class Named(Protocol):
    def name(self) -> str: ...
class Loud:
    @property
    def name(self):
        print("property ran")
        return "x"
isinstance(Loud(), Named)
