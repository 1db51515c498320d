# expect: guest AttributeError
# technique: NamedTuple class body overwriting _make to skip its metering
from typing import NamedTuple
class P(NamedTuple):
    x: int
    def _make(self, it):
        return it
