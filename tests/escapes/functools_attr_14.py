# expect: guest AttributeError
# technique: cached_property: read the wrapped function off the descriptor object (name defined elsewhere, so only the run-time guard stands)
from functools import cached_property
class A:
    def __init__(self):
        self.func = None
    @cached_property
    def v(self):
        return 1
A.v.func
