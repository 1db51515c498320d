# expect: guest AttributeError
# technique: functional TypedDict: read the stand-in's module slot (name defined elsewhere, so only the run-time guard stands)
from typing import TypedDict
class Holder:
    def __init__(self):
        self._sk_module = 1
M = TypedDict("M", {"a": int})
M._sk_module
