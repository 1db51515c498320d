# expect: limit fuel
# limits: fuel=200000
# technique: typing.runtime_checkable through the module attribute; a property that never ends, run by the structural isinstance (3.11 reads an instance's data members) or skipped (3.12+ looks them up statically, then the loop below runs)
import sys
import typing
@typing.runtime_checkable
class Named(typing.Protocol):
    name: str
class Sneaky:
    pass
class Holder:
    def __init__(self):
        self.inner = 1
    @property
    def name(self):
        while True:
            pass
isinstance(Holder(), Named)
while True:
    pass
