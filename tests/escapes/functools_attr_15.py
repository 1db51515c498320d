# expect: guest AttributeError
# technique: cached_property: read the descriptor's lock/attrname state (names defined elsewhere, so only the run-time guard stands)
from functools import cached_property
class A:
    def __init__(self):
        self.attrname = self.lock = None
    @cached_property
    def v(self):
        return 1
A.v.attrname
