# expect: guest TypeError
# technique: NamedTuple class statement with a guest class as a second base to get an unguarded tuple subclass
from typing import NamedTuple
class Base:
    def leak(self):
        return self
class P(NamedTuple, Base):
    x: int
